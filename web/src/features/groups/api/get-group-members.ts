import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { groupsKeys } from './groups-keys';
import type { GrupoUser } from './types';

/** Every group's members (GET getGrupoUsers); screens filter by grupo_id. */
export const fetchGroupMembers = () => apiFetch<GrupoUser[]>('/api/user/getGrupoUsers');
export const groupMembersQueryOptions = () => queryOptions({ queryKey: groupsKeys.members(), queryFn: fetchGroupMembers });
export const useGroupMembers = () => useQuery(groupMembersQueryOptions());
