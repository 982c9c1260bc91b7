import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { phonesKeys } from '../route-keys';

export const fetchPhones = (clerkUserIds: readonly string[], signal?: AbortSignal) => api('POST /api/user/telefonos', { body: { clerkUserIds: [...clerkUserIds] } }, { signal });

/** The mobiles (E.164) of the members a staff screen shows, by user id; members without one are absent. */
export const phonesQuery = (clerkUserIds: readonly string[]) =>
  queryOptions({
    queryKey: phonesKeys.of(clerkUserIds),
    queryFn: async ({ signal }) => new Map((await fetchPhones(clerkUserIds, signal)).map((p) => [p.clerkUserId, p.telefono])),
    enabled: clerkUserIds.length > 0,
  });
