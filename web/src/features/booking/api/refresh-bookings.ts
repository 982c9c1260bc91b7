import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys } from './booking-keys';

/** After a booking or a cancellation: places, turnos and credits all changed on the server. */
export function refreshAfterBookingChange(queryClient: QueryClient, userId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.agendaAll }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.turnos(userId) }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.memberPackage(userId) }),
  ]);
}
