import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingKeys } from './booking-keys';
import { api, type ApiAnswer } from '../../../lib/api-client';

/**
 * A live turno of the member (docs/product.md §3), from today on, or their place on a full class's waitlist: `estado`
 * tells them apart, and then `id` is the waitlist entry's (never cancel it as a booking).
 */
export type MemberBooking = Pick<
  ApiAnswer<'POST /api/reservas/getReservasByIdUsr'>[number],
  'id' | 'fecha' | 'horario_id' | 'clerk_user_id' | 'hora' | 'disciplina' | 'estado' | 'posicion' | 'lugar_ofrecido' | 'promover_hasta_minutos' | 'es_recupero'
>;

export type WaitlistEntry = MemberBooking & { estado: 'en_espera'; posicion: number };

/** Only the bookings: a list from an older server (no `estado`) is all bookings. */
export const bookedOnly = (turnos: readonly MemberBooking[]) => turnos.filter((t) => t.estado !== 'en_espera');
export const waitlistOnly = (turnos: readonly MemberBooking[]) => turnos.filter((t): t is WaitlistEntry => t.estado === 'en_espera');

export const getMemberBookings = (userId: string, signal?: AbortSignal) =>
  api('POST /api/reservas/getReservasByIdUsr', { body: { clerkUserId: userId } }, { idempotent: false, signal });

export const memberBookingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: bookingKeys.turnos(userId), queryFn: ({ signal }) => getMemberBookings(userId, signal) });

export const useMemberBookings = (userId: string) => useQuery(memberBookingsQueryOptions(userId));
