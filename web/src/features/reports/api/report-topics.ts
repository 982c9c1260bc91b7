import type { QueryClient } from '@tanstack/react-query';
import { registerTopicHandlerMap } from '../../../lib/realtime';
import { reportKeys } from './report-keys';

// A burst of bookings (or a schedule change cancelling many) refreshes the reports once, after it settles.
export const REPORT_REFRESH_DEBOUNCE_MS = 800;

/** Realtime: bookings, package requests and assignments refresh the reports, debounced. */
export function registerReportTopics(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = (_event: unknown, queryClient: QueryClient) => {
    clearTimeout(timer);
    timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: reportKeys.all }), REPORT_REFRESH_DEBOUNCE_MS);
  };
  const stop = registerTopicHandlerMap({ 'admin:bookings': refresh, 'admin:requests': refresh, 'admin:users': refresh });
  return () => {
    clearTimeout(timer);
    stop();
  };
}
