import { queryOptions, useQuery } from '@tanstack/react-query';
import { trialsKeys } from './trials-keys';
import { api, type ApiAnswer } from '../../../lib/api-client';

export type PublicSchedule = ApiAnswer<'GET /api/publico/horario'>;
export type PublicClass = PublicSchedule['clases'][number];

// A visitor has no session, so no change feed: the page asks again every half minute (and when she comes back to
// the tab), which keeps places left fresh enough to choose a class, for one small read per visitor.
const REFRESH_MS = 30_000;

export const publicScheduleQueryOptions = () =>
  queryOptions({ queryKey: trialsKeys.schedule, queryFn: ({ signal }) => api('GET /api/publico/horario', {}, { signal }), refetchInterval: REFRESH_MS });

export const usePublicSchedule = () => useQuery(publicScheduleQueryOptions());
