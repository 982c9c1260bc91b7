import type { QueryClient } from '@tanstack/react-query';
import { forgetOfflineSession } from '../../lib/offline/clear-offline-reads';
import { meQueryKey } from './api/get-me';

/**
 * Drops every cached answer that belonged to the user, keeping only the app config; also the service worker's
 * offline copies (issue 14 §2), so the next person on this phone never sees them.
 */
export function forgetUserQueries(queryClient: QueryClient): void {
  void forgetOfflineSession();
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== 'app-config' && query.queryKey[0] !== meQueryKey[0],
  });
  queryClient.setQueryData(meQueryKey, null);
}
