import { queryOptions } from '@tanstack/react-query';
import { groupMembersKey } from '../route-keys';
import { api } from '../../lib/api-client';

const ROUTE = 'GET /api/user/getGrupoUsers';

export const fetchGroupMembers = (signal?: AbortSignal) => api(ROUTE, {}, { signal });

/** Every group's members, as links (screens filter by grupo_id). */
export const groupMembersQuery = () => queryOptions({ queryKey: groupMembersKey, queryFn: ({ signal }) => fetchGroupMembers(signal) });
