import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { groupsKeys } from './groups-keys';

/** Every group's members (GET getGrupoUsers); screens filter by grupo_id. */
export const fetchGroupMembers = () => api('GET /api/user/getGrupoUsers');
export const groupMembersQueryOptions = () => queryOptions({ queryKey: groupsKeys.members(), queryFn: fetchGroupMembers });
export const useGroupMembers = () => useQuery(groupMembersQueryOptions());
