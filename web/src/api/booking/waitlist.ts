import { queryOptions } from '@tanstack/react-query';
import type { WaitlistAuditEntry } from '../../../../contract/waitlist';
import { waitlistKeys } from '../route-keys';
import { api } from '../../lib/api-client';

/** One entry of a class's waitlist, as staff see it: in join order, with how it ended. */
export type { WaitlistAuditEntry };

const ROUTE = 'POST /api/reservas/listaDeEspera';

export const fetchWaitlist = (horarioId: number, fecha: string, signal?: AbortSignal) =>
  api(ROUTE, { body: { horario_id: horarioId, fecha } }, { idempotent: false, signal });

/** A class's waitlist on one date, in join order (admins only). */
export const waitlistQuery = (horarioId: number, fecha: string) =>
  queryOptions({ queryKey: waitlistKeys.of(horarioId, fecha), queryFn: ({ signal }) => fetchWaitlist(horarioId, fecha, signal) });
