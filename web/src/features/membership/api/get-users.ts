import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { membershipKeys } from './membership-keys';
import type { AdminUser } from './types';

export const getUsers = (hidden: boolean, signal?: AbortSignal) =>
  apiFetch<AdminUser[]>(hidden ? '/api/user/getUsers?ocultos=1' : '/api/user/getUsers', { signal });

export const usersQueryOptions = (hidden: boolean) => queryOptions({ queryKey: membershipKeys.users(hidden), queryFn: ({ signal }) => getUsers(hidden, signal) });

export const useUsers = (hidden: boolean) => useQuery(usersQueryOptions(hidden));
