import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogChangeKeys, catalogKeys } from './catalog-keys';
import { api, refreshesAfter } from '../../../lib/api-client';

/**
 * Calendar exceptions: close or reopen a day, cancel, move or restore one class, add a one-off class.
 * Each answer counts the members told (their credit back).
 */
/** `correr_vencimientos`: every member's package and monthly dates last the closed day longer (off unless asked). */
export const closeDate = (body: { fecha: string; motivo: string; correr_vencimientos?: boolean }) => api('POST /api/horarios/closeDate', { body });
export const reopenDate = (body: { fecha: string }) => api('POST /api/horarios/reopenDate', { body });
export const cancelOccurrence = (body: { horario_id: number; fecha: string; motivo: string }) => api('POST /api/horarios/cancelOccurrence', { body });
export const restoreOccurrence = (body: { horario_id: number; fecha: string }) => api('POST /api/horarios/restoreOccurrence', { body });
export const moveOccurrence = (body: { horario_id: number; fecha: string; nueva_fecha: string; nueva_hora: string; motivo: string }) =>
  api('POST /api/horarios/moveOccurrence', { body });
export const addOneOff = (body: { fecha: string; hora: string; disciplina_id: number; cupo_maximo: number; instructor_id?: string | null; duracion_minutos?: number }) =>
  api('POST /api/horarios/addOneOff', { body });

export const fetchExcepciones = (desde: string, hasta: string) => api('GET /api/horarios/excepciones', { query: { desde, hasta } });

export const excepcionesQueryOptions = (desde: string, hasta: string) =>
  queryOptions({ queryKey: catalogKeys.excepciones(desde, hasta), queryFn: () => fetchExcepciones(desde, hasta) });

export const useExcepciones = (desde: string, hasta: string) => useQuery(excepcionesQueryOptions(desde, hasta));

/** After any exception: the schedule and the exceptions list refetch. */
export function useCalendarMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, ...refreshesAfter(queryClient, catalogChangeKeys) });
}
