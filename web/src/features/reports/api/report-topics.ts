import type { QueryClient } from '@tanstack/react-query';
import { registerTopicHandler } from '../../../lib/realtime';
import { reportKeys } from './report-keys';

// A burst of bookings (or a schedule change cancelling many) refreshes the reports once, after it settles.
export const REPORT_REFRESH_DEBOUNCE_MS = 800;

/** Realtime: bookings, package requests and assignments refresh the reports, debounced. */
export function registerReportTopics(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = (_topic: string, queryClient: QueryClient) => {
    clearTimeout(timer);
    timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: reportKeys.all }), REPORT_REFRESH_DEBOUNCE_MS);
  };
  const stops = ['admin:bookings', 'admin:requests', 'admin:users'].map((topic) => registerTopicHandler(topic, refresh));
  return () => {
    clearTimeout(timer);
    stops.forEach((stop) => stop());
  };
}
