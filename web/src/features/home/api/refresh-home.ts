import type { QueryClient } from '@tanstack/react-query';
import { standingBookingsKeys, userPackageKeys } from '../../../api/route-keys';

/** Every query a home card reads is keyed under ['home', ...], so one invalidation reloads the screen. */
export const homeQueryKey = ['home'] as const;

/** Pull to refresh: the home's own queries, and the member's package and turnos fijos its cards show (shared routes). */
export function refreshHome(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([homeQueryKey, userPackageKeys.all, standingBookingsKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
