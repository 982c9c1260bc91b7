import { queryOptions } from '@tanstack/react-query';
import { memberListKeys } from '../route-keys';
import { api, type ApiAnswer } from '../../lib/api-client';

const ROUTE = 'GET /api/usuarios/lista';

/** One page of Usuarios, filtered and sorted on the server. */
export type MemberListPage = ApiAnswer<typeof ROUTE>;
export type MemberListRow = MemberListPage['data'][number];

export const fetchMemberList = (query: Record<string, string>, signal?: AbortSignal) => api(ROUTE, { query }, { signal });

/** One filter, sort and page of the member list (its `total` counts every match). */
export const memberListQuery = (query: Record<string, string>) =>
  queryOptions({ queryKey: memberListKeys.of(query), queryFn: ({ signal }) => fetchMemberList(query, signal) });
