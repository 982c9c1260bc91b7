import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipKeys } from './membership-keys';
import { api } from '../../../lib/api';

export const getUsers = (hidden: boolean, signal?: AbortSignal) =>
  api('GET /api/user/getUsers', { query: hidden ? { ocultos: '1' } : {} }, { signal });

export const usersQueryOptions = (hidden: boolean) => queryOptions({ queryKey: membershipKeys.users(hidden), queryFn: ({ signal }) => getUsers(hidden, signal) });

export const useUsers = (hidden: boolean) => useQuery(usersQueryOptions(hidden));
