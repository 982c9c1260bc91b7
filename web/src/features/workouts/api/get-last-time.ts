import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError, api } from '../../../lib/api-client';
import { workoutsKeys } from './workouts-keys';

export type { UltimaVez } from '../../../../../contract/workouts';

// The prefill of every plan day at once is fetched again at most this often while the app stays open (and after a
// session is finished): one small read, kept by the service worker for the days never opened with signal.
const ALL_DAYS_FRESH_MS = 10 * 60_000;

/** The last time of every day of the member's plans, in one read (the service worker keeps the answer offline). */
export const allLastTimeQueryOptions = () =>
  queryOptions({
    queryKey: workoutsKeys.lastTimeAllDays(),
    staleTime: ALL_DAYS_FRESH_MS,
    // With no signal and nothing kept yet there is nothing to retry for: the next start or reconnection asks again.
    retry: false,
    queryFn: ({ signal }) => api('GET /api/entrenamientos/ultimaVezPlanificaciones', {}, { signal }),
  });

/**
 * Asks for every day's last time while there is signal (the app's start, the plan viewer), so the service worker
 * holds it when a day is first opened underground.
 */
export function useKeepLastTimeOffline(enabled = true): void {
  const queryClient = useQueryClient();
  // No re-render for its answer: nothing on screen shows it, the worker's copy is what counts.
  useQuery({ ...allLastTimeQueryOptions(), enabled, refetchOnWindowFocus: false, notifyOnChangeProps: [] });
  // On a first visit the app asks before the worker controls the page, so nothing is kept: ask again once it does.
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!enabled || !worker) return;
    const askAgain = () => void queryClient.refetchQueries({ queryKey: workoutsKeys.lastTimeAllDays() });
    worker.addEventListener('controllerchange', askAgain);
    return () => worker.removeEventListener('controllerchange', askAgain);
  }, [enabled, queryClient]);
}

/** The day's answer out of the all-days read: the service worker's copy when there is no signal. */
async function dayFromAllDays(planificacionId: number, diaId: number, signal: AbortSignal | undefined) {
  const all = await api('GET /api/entrenamientos/ultimaVezPlanificaciones', {}, { signal });
  return all.find((d) => d.planificacion_id === planificacionId && d.dia_id === diaId)?.ejercicios;
}

/**
 * For each exercise of a plan day: the member's sets the last time they did it (the prefill), leaving out the session
 * being logged (`excluirSesion`), so a reload mid-session still shows the session before. Read once per session
 * screen: the prefill must not move under the member's fingers while they log. With no signal and no copy of this
 * day's answer, the all-days answer kept offline stands in (a line naming this very session is ignored by the screen).
 */
export const lastTimeQueryOptions = (planificacionId: number, diaId: number, sesionId: string) =>
  queryOptions({
    queryKey: workoutsKeys.lastTime(planificacionId, diaId, sesionId),
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      try {
        return await api('GET /api/entrenamientos/ultimaVez', { query: { planificacionId: String(planificacionId), diaId: String(diaId), excluirSesion: sesionId } }, { signal });
      } catch (error) {
        const noSignal = isApiError(error) && error.status === 0;
        const kept = noSignal ? await dayFromAllDays(planificacionId, diaId, signal).catch(() => undefined) : undefined;
        if (!kept) throw error;
        return kept;
      }
    },
  });

export const useLastTime = (planificacionId: number | undefined, diaId: number | undefined, sesionId: string | undefined) =>
  useQuery({ ...lastTimeQueryOptions(planificacionId ?? 0, diaId ?? 0, sesionId ?? ''), enabled: !!planificacionId && !!diaId && !!sesionId });
