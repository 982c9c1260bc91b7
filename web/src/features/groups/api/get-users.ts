import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { groupsKeys } from './groups-keys';
import type { StudioUser } from './types';

/** The studio's (non-hidden) users, to add to a group. */
export const fetchUsers = () => apiFetch<StudioUser[]>('/api/user/getUsers');
export const usersQueryOptions = () => queryOptions({ queryKey: groupsKeys.users(), queryFn: fetchUsers });
export const useUsers = (enabled = true) => useQuery({ ...usersQueryOptions(), enabled });
