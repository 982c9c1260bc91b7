import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceKeys } from './attendance-keys';
import { api } from '../../../lib/api-client';

/**
 * POST /api/salud/clase: who of a class lacks a valid sworn health statement, and whom to call (never the answers).
 * Under the console's key, so the `classes` notice a new statement sends refreshes it with the roster.
 */
export const classHealthQuery = (horarioId: number, fecha: string) =>
  queryOptions({
    queryKey: [...attendanceKeys.consoleAll, 'health', horarioId, fecha] as const,
    queryFn: ({ signal }) => api('POST /api/salud/clase', { body: { horario_id: horarioId, fecha } }, { idempotent: false, signal }),
  });

/** Whether a booked member is flagged: only when the studio asks for the statement. */
export function useHealthFlags(horarioId: number, fecha: string) {
  const { data } = useQuery(classHealthQuery(horarioId, fecha));
  const missing = new Set(data?.pide_declaracion ? data.socios.filter((s) => !s.declaracion_vigente).map((s) => s.clerk_user_id) : []);
  return (userId: string) => missing.has(userId);
}
