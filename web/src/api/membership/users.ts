import { queryOptions } from '@tanstack/react-query';
import { usersKeys } from '../route-keys';
import { api } from '../../lib/api-client';

const ROUTE = 'GET /api/user/getUsers';

export const fetchUsers = (hidden: boolean, signal?: AbortSignal) => api(ROUTE, { query: hidden ? { ocultos: '1' } : {} }, { signal });

/** The studio's users (admins): the visible ones, or those hidden from the lists. */
export const usersQuery = (hidden = false) => queryOptions({ queryKey: usersKeys.of(hidden), queryFn: ({ signal }) => fetchUsers(hidden, signal) });
