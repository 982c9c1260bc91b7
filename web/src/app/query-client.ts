import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

/**
 * A 4xx will not change by asking again; network and 5xx failures get two more tries, unless the phone is offline
 * (the service worker already answered what it kept: asking again only delays the screen).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (isApiError(error) && error.status === 0 && typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Short freshness window: screens refetch on focus, and realtime invalidates the rest.
      queries: { staleTime: 5_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
