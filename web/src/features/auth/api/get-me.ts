import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, api } from '../../../lib/api-client';
import type { SessionUser } from '../session-context';
import { toRole } from '../session-context';

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user, or null when the session cookie is missing or expired. */
export async function fetchMe(): Promise<SessionUser | null> {
  try {
    const me = await api('GET /api/auth/me', {}, { anonymous: true });
    return { ...me, role: toRole(me.role) };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 60_000 });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
