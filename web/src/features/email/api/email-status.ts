import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api-client';

export type EmailStatus = ApiAnswer<'GET /api/admin/email'>;

export const emailStatusKey = ['email', 'status'] as const;

// Mails go out behind the scenes: a minute is fresh enough for an admin watching failures.
export const emailStatusQueryOptions = () =>
  queryOptions({ queryKey: emailStatusKey, queryFn: ({ signal }) => api('GET /api/admin/email', {}, { signal }), refetchInterval: 60_000 });

export const useEmailStatus = () => useQuery(emailStatusQueryOptions());
