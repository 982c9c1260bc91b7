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

export interface EmergencyContact {
  nombre: string;
  telefono: string;
}

/**
 * What the console shows of a booked member's health: whether she is flagged (only when the studio asks for the
 * statement) and whom to call in an emergency (from her latest statement, whatever the studio asks).
 */
export function useClassHealth(horarioId: number, fecha: string) {
  const { data } = useQuery(classHealthQuery(horarioId, fecha));
  const missing = new Set(data?.pide_declaracion ? data.socios.filter((s) => !s.declaracion_vigente).map((s) => s.clerk_user_id) : []);
  const contacts = new Map((data?.socios ?? []).flatMap((s) => (s.contacto_emergencia ? [[s.clerk_user_id, s.contacto_emergencia] as const] : [])));
  return {
    withoutStatement: (userId: string) => missing.has(userId),
    emergencyContact: (userId: string): EmergencyContact | undefined => contacts.get(userId),
  };
}
