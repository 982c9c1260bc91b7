import { queryOptions } from '@tanstack/react-query';
import { standingBookingsKeys } from '../route-keys';
import { api, type ApiAnswer } from '../../lib/api-client';

const ROUTE = 'GET /api/reservas/misTurnosFijos';

/** A turno fijo: a weekly class the studio books for the member every week. */
export type StandingBooking = ApiAnswer<typeof ROUTE>[number];

// The member named always: her own (the server takes her session's) or, for staff, the member on screen.
export const fetchStandingBookings = (userId: string, signal?: AbortSignal) => api(ROUTE, { query: { clerkUserId: userId } }, { signal });

export const standingBookingsQuery = (userId: string) =>
  queryOptions({ queryKey: standingBookingsKeys.of(userId), queryFn: ({ signal }) => fetchStandingBookings(userId, signal) });
