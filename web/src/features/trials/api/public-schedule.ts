import { queryOptions, useQuery } from '@tanstack/react-query';
import { trialsKeys } from './trials-keys';
import { api, type ApiAnswer } from '../../../lib/api-client';

export type PublicSchedule = ApiAnswer<'GET /api/publico/horario'>;
export type PublicClass = PublicSchedule['clases'][number];

// While the public socket is open (usePublicScheduleFeed) each booking or cancellation refetches at once; while it
// is closed the page asks again every half minute (and when she comes back to the tab).
const REFRESH_MS = 30_000;

export const publicScheduleQueryOptions = (live = false) =>
  queryOptions({ queryKey: trialsKeys.schedule, queryFn: ({ signal }) => api('GET /api/publico/horario', {}, { signal }), refetchInterval: live ? false : REFRESH_MS });

export const usePublicSchedule = (live = false) => useQuery(publicScheduleQueryOptions(live));
