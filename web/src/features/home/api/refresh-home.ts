import type { QueryClient } from '@tanstack/react-query';

/** Every query a home card reads is keyed under ['home', ...], so one invalidation reloads the screen. */
export const homeQueryKey = ['home'] as const;

export function refreshHome(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: homeQueryKey });
}
