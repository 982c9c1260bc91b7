import { queryOptions } from '@tanstack/react-query';
import { groupsKey } from '../route-keys';
import { api } from '../../lib/api-client';

const ROUTE = 'GET /api/user/getGrupos';

export const fetchGroups = (signal?: AbortSignal) => api(ROUTE, {}, { signal });

/** The studio's groups (staff): the groups screen, the Usuarios filter, giving a plan to a group. */
export const groupsQuery = () => queryOptions({ queryKey: groupsKey, queryFn: ({ signal }) => fetchGroups(signal) });
