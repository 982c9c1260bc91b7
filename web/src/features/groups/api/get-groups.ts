import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { groupsKeys } from './groups-keys';
import type { Grupo } from './types';

export const fetchGroups = () => apiFetch<Grupo[]>('/api/user/getGrupos');
export const groupsQueryOptions = () => queryOptions({ queryKey: groupsKeys.groups(), queryFn: fetchGroups });
export const useGroups = () => useQuery(groupsQueryOptions());
