import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { auditKeys } from './audit-keys';

export const getUsers = (signal?: AbortSignal) => api('GET /api/user/getUsers', {}, { signal });

export const usersQueryOptions = () => queryOptions({ queryKey: auditKeys.users, queryFn: ({ signal }) => getUsers(signal) });

export const useUsers = () => useQuery(usersQueryOptions());
