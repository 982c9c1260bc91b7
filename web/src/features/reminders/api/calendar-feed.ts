import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { remindersKeys } from './reminders-keys';
import { api } from '../../../lib/api-client';

export const getCalendarFeed = (signal?: AbortSignal) => api('GET /api/calendario/miCalendario', {}, { signal });
export const calendarFeedQueryOptions = () => queryOptions({ queryKey: remindersKeys.calendarFeed, queryFn: ({ signal }) => getCalendarFeed(signal) });
export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());

/** Renewing (a new link, the old one stops) or revoking answers the feed as it now is. */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'renovar' | 'revocar') => (change === 'renovar' ? api('POST /api/calendario/renovar', {}) : api('POST /api/calendario/revocar', {})),
    onSuccess: (feed) => queryClient.setQueryData(remindersKeys.calendarFeed, feed),
  });
}

/** The link a calendar app subscribes to: webcal:// on this app's own host. */
export const webcalLink = (path: string, host = window.location.host) => `webcal://${host}${path}`;
