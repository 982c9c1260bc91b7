import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bookingKeys } from './booking-keys';

/**
 * A live turno of the member (SPEC §3), from today on, or their place on a full class's waitlist: `estado`
 * tells them apart, and then `id` is the waitlist entry's (never cancel it as a booking).
 */
export type MemberBooking = {
  id: number;
  fecha: string;
  horario_id: number;
  clerk_user_id: string;
  hora: string;
  disciplina: string;
  estado: 'reservado' | 'en_espera';
  /** Place in line (1 = next) while en_espera. */
  posicion: number | null;
  /** A place was offered to the whole list after the cutoff: the first to book it gets it. */
  lugar_ofrecido: boolean;
};

export type WaitlistEntry = MemberBooking & { estado: 'en_espera'; posicion: number };

/** Only the bookings: a list from an older server (no `estado`) is all bookings. */
export const bookedOnly = (turnos: readonly MemberBooking[]) => turnos.filter((t) => t.estado !== 'en_espera');
export const waitlistOnly = (turnos: readonly MemberBooking[]) => turnos.filter((t): t is WaitlistEntry => t.estado === 'en_espera');

export const getMemberBookings = (userId: string, signal?: AbortSignal) =>
  api('POST /api/reservas/getReservasByIdUsr', { body: { clerkUserId: userId } }, { idempotent: false, signal });

export const memberBookingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: bookingKeys.turnos(userId), queryFn: ({ signal }) => getMemberBookings(userId, signal) });

export const useMemberBookings = (userId: string) => useQuery(memberBookingsQueryOptions(userId));
