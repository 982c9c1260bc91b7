import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { workoutsKeys } from './workouts-keys';

export type { UltimaVez } from '../../../../../contract/workouts';

/**
 * For each exercise of a plan day: the member's sets the last time they did it (the prefill). Read once per session
 * screen: the server's answer counts the session being logged too, so a refetch would show today as "last time".
 */
export const lastTimeQueryOptions = (planificacionId: number, diaId: number) =>
  queryOptions({
    queryKey: workoutsKeys.lastTime(planificacionId, diaId),
    staleTime: Infinity,
    queryFn: ({ signal }) => api('GET /api/entrenamientos/ultimaVez', { query: { planificacionId: String(planificacionId), diaId: String(diaId) } }, { signal }),
  });

export const useLastTime = (planificacionId: number | undefined, diaId: number | undefined) =>
  useQuery({ ...lastTimeQueryOptions(planificacionId ?? 0, diaId ?? 0), enabled: !!planificacionId && !!diaId });
