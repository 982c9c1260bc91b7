import { api } from '../../../lib/api';

export type CancelBookingInput = { id: number; clerk_user_id: string };

/** DELETE /api/reservas/deleteReserva. */
export const cancelBooking = (input: CancelBookingInput) =>
  api('DELETE /api/reservas/deleteReserva', { body: input });
