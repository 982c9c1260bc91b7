import type { QueryClient } from '@tanstack/react-query';
import type { TopicHandlers } from '../../../lib/realtime';
import { reportKeys } from './report-keys';

// A burst of bookings (or a schedule change cancelling many) refreshes the reports once, after it settles.
export const REPORT_REFRESH_DEBOUNCE_MS = 800;

// One pending refresh per query client (a page has one; tests make a new one each).
const pending = new WeakMap<QueryClient, ReturnType<typeof setTimeout>>();

const refresh = (_event: unknown, queryClient: QueryClient) => {
  clearTimeout(pending.get(queryClient));
  pending.set(queryClient, setTimeout(() => void queryClient.invalidateQueries({ queryKey: reportKeys.all }), REPORT_REFRESH_DEBOUNCE_MS));
};

/** Realtime: bookings, package requests and assignments refresh the reports, debounced. */
export const reportTopicHandlers: TopicHandlers = { 'admin:bookings': refresh, 'admin:requests': refresh, 'admin:users': refresh };
