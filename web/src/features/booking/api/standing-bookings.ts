import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api';
import { bookingKeys } from './booking-keys';

/** A turno fijo: a weekly class the studio books for the member every week. */
export type StandingBooking = ApiAnswer<'GET /api/reservas/misTurnosFijos'>[number];

export const getStandingBookings = (signal?: AbortSignal) => api('GET /api/reservas/misTurnosFijos', { query: {} }, { signal });

export const standingBookingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: bookingKeys.standing(userId), queryFn: ({ signal }) => getStandingBookings(signal) });

export const useStandingBookings = (userId: string) => useQuery(standingBookingsQueryOptions(userId));

/** What each change answers: setting one also lists the open weeks the member now holds in that class. */
type ChangeAnswers = { set: ApiAnswer<'POST /api/reservas/turnoFijo'>; clear: ApiAnswer<'POST /api/reservas/quitarTurnoFijo'> };

/**
 * "Repetir todas las semanas" and "Quitar": the list is fetched again; after "Repetir", so are the member's turnos and
 * the agenda, since the server answers once it has booked the weeks already open for booking.
 */
export function useStandingBookingChange<C extends keyof ChangeAnswers>(userId: string, change: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (horario_id: number) =>
      api(change === 'set' ? 'POST /api/reservas/turnoFijo' : 'POST /api/reservas/quitarTurnoFijo', { body: { horario_id } }) as Promise<ChangeAnswers[C]>,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.standing(userId) }),
        ...(change === 'set'
          ? [queryClient.invalidateQueries({ queryKey: bookingKeys.turnos(userId) }), queryClient.invalidateQueries({ queryKey: bookingKeys.agendaAll })]
          : []),
      ]),
  });
}
