import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { workoutsKeys } from './workouts-keys';

export type { UltimaVez } from '../../../../../contract/workouts';

/**
 * For each exercise of a plan day: the member's sets the last time they did it (the prefill), leaving out the session
 * being logged (`excluirSesion`), so a reload mid-session still shows the session before. Read once per session
 * screen: the prefill must not move under the member's fingers while they log.
 */
export const lastTimeQueryOptions = (planificacionId: number, diaId: number, sesionId: string) =>
  queryOptions({
    queryKey: workoutsKeys.lastTime(planificacionId, diaId, sesionId),
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      api('GET /api/entrenamientos/ultimaVez', { query: { planificacionId: String(planificacionId), diaId: String(diaId), excluirSesion: sesionId } }, { signal }),
  });

export const useLastTime = (planificacionId: number | undefined, diaId: number | undefined, sesionId: string | undefined) =>
  useQuery({ ...lastTimeQueryOptions(planificacionId ?? 0, diaId ?? 0, sesionId ?? ''), enabled: !!planificacionId && !!diaId && !!sesionId });
