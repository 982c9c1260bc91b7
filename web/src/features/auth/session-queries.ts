import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './api/get-me';

/** Drops every cached answer that belonged to the user, keeping only the app config. */
export function forgetUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== 'app-config' && query.queryKey[0] !== meQueryKey[0],
  });
  queryClient.setQueryData(meQueryKey, null);
}
