import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '../../../lib/api';
import { api } from '../../../lib/api';
import { membershipKeys } from './membership-keys';

/** One page of Usuarios, filtered and sorted on the server. */
export type MemberListPage = ApiAnswer<'GET /api/usuarios/lista'>;
export type MemberListRow = MemberListPage['data'][number];

export const getMemberList = (query: Record<string, string>, signal?: AbortSignal) => api('GET /api/usuarios/lista', { query }, { signal });

export const memberListQueryOptions = (query: Record<string, string>) =>
  queryOptions({ queryKey: membershipKeys.list(query), queryFn: ({ signal }) => getMemberList(query, signal), placeholderData: keepPreviousData });

export const useMemberList = (query: Record<string, string>) => useQuery(memberListQueryOptions(query));

/** The studio's groups, for the list's "Grupo" filter. */
export const useGrupoOptions = () =>
  useQuery({ queryKey: membershipKeys.grupos, queryFn: ({ signal }) => api('GET /api/user/getGrupos', {}, { signal }) });
