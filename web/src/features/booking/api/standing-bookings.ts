import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from './booking-keys';
import { standingBookingsKeys } from '../../../api/route-keys';
import { api, type ApiAnswer, refreshesAfter } from '../../../lib/api-client';

/** What each change answers: setting one also lists the open weeks the member now holds in that class. */
type ChangeAnswers = { set: ApiAnswer<'POST /api/reservas/turnoFijo'>; clear: ApiAnswer<'POST /api/reservas/quitarTurnoFijo'> };

/**
 * "Repetir todas las semanas" and "Quitar": the list changes; after "Repetir", so do the member's turnos and the
 * agenda, since the server answers once it has booked the weeks already open for booking.
 */
export function useStandingBookingChange<C extends keyof ChangeAnswers>(userId: string, change: C) {
  const queryClient = useQueryClient();
  const changed = change === 'set' ? [standingBookingsKeys.of(userId), bookingKeys.turnos(userId), bookingKeys.agendaAll] : [standingBookingsKeys.of(userId)];
  return useMutation({
    mutationFn: (horario_id: number) =>
      api(change === 'set' ? 'POST /api/reservas/turnoFijo' : 'POST /api/reservas/quitarTurnoFijo', { body: { horario_id } }) as Promise<ChangeAnswers[C]>,
    ...refreshesAfter(queryClient, changed),
  });
}
