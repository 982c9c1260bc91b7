import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { groupsKeys } from './groups-keys';

export const fetchGroups = () => api('GET /api/user/getGrupos');
export const groupsQueryOptions = () => queryOptions({ queryKey: groupsKeys.groups(), queryFn: fetchGroups });
export const useGroups = () => useQuery(groupsQueryOptions());
