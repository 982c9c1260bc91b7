import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** A live turno of the member (SPEC §3), from today on. */
export type MemberBooking = {
  id: number;
  fecha: string;
  horario_id: number;
  clerk_user_id: string;
  hora: string;
  disciplina: string;
};

export const getMemberBookings = (userId: string, signal?: AbortSignal) =>
  apiFetch<MemberBooking[]>('/api/reservas/getReservasByIdUsr', { method: 'POST', body: { clerkUserId: userId }, idempotent: false, signal });

export const memberBookingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: bookingKeys.turnos(userId), queryFn: ({ signal }) => getMemberBookings(userId, signal) });

export const useMemberBookings = (userId: string) => useQuery(memberBookingsQueryOptions(userId));
