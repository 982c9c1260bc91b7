import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { groupsKeys } from './groups-keys';

/** The studio's (non-hidden) users, to add to a group. */
export const fetchUsers = () => api('GET /api/user/getUsers');
export const usersQueryOptions = () => queryOptions({ queryKey: groupsKeys.users(), queryFn: fetchUsers });
export const useUsers = (enabled = true) => useQuery({ ...usersQueryOptions(), enabled });
