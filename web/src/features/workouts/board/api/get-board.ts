import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { workoutsKeys } from '../../api/workouts-keys';

/** GET /api/entrenamientos/pizarra: the class, the plan day it trains and its checked-in members' targets and sets. */
export const boardQuery = (horarioId: number, fecha: string) =>
  queryOptions({
    queryKey: workoutsKeys.board(horarioId, fecha),
    queryFn: ({ signal }) => api('GET /api/entrenamientos/pizarra', { query: { horario_id: String(horarioId), fecha } }, { signal }),
  });

// Notices refresh it at once; the poll catches one lost while the feed reconnected (a TV stays on all class long).
const POLL_MS = 15_000;

/**
 * The board as the TV shows it. A failed refetch keeps the last data on screen (the page says it is offline), and
 * is not retried: the next poll or notice is its retry, so the status shows at once instead of after the backoff.
 */
export const useBoard = (horarioId: number, fecha: string) => useQuery({ ...boardQuery(horarioId, fecha), refetchInterval: POLL_MS, retry: false });
