import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const ROUTE = 'POST /api/user/telefonos';
/**
 * Its keys live here, not in route-keys.ts: no realtime notice refreshes phones, so the first load never needs them.
 * By the members a screen shows (Usuarios' page, a class's roster).
 */
export const phonesKeys = { all: [ROUTE] as const, of: (userIds: readonly string[]) => [ROUTE, [...userIds].sort().join(',')] as const };

export const fetchPhones = (clerkUserIds: readonly string[], signal?: AbortSignal) => api(ROUTE, { body: { clerkUserIds: [...clerkUserIds] } }, { signal });

/** The mobiles (E.164) of the members a staff screen shows, by user id; members without one are absent. */
export const phonesQuery = (clerkUserIds: readonly string[]) =>
  queryOptions({
    queryKey: phonesKeys.of(clerkUserIds),
    queryFn: async ({ signal }) => new Map((await fetchPhones(clerkUserIds, signal)).map((p) => [p.clerkUserId, p.telefono])),
    enabled: clerkUserIds.length > 0,
  });
