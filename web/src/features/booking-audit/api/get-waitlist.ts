import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { WaitlistAuditEntry } from '../../../../../contract/waitlist';
import { auditKeys } from './audit-keys';

/** One entry of a class's waitlist, as the admin sees it: in join order, with how it ended. */
export type { WaitlistAuditEntry };

/** POST /api/reservas/listaDeEspera: the class's waitlist in join order (admins only). */
export const getWaitlist = (horarioId: number, fecha: string, signal?: AbortSignal) =>
  api('POST /api/reservas/listaDeEspera', { body: { horario_id: horarioId, fecha } }, { idempotent: false, signal });

// Under the occupancy key: `admin:bookings` (every waitlist event sends it) refreshes it with the roster.
export const useWaitlist = (horarioId: number, fecha: string) =>
  useQuery(queryOptions({ queryKey: [...auditKeys.occupancy(horarioId, fecha), 'waitlist'], queryFn: ({ signal }) => getWaitlist(horarioId, fecha, signal) }));
