import type { QueryClient } from '@tanstack/react-query';

/** The keys a test's query client holds as invalidated, joined with '/' and sorted (what a handler or hook refreshed). */
export const invalidatedKeys = (queryClient: QueryClient): string[] =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey.join('/'))
    .sort();
