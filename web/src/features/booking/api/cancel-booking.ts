import { apiFetch } from '../../../lib/api-client';

export type CancelBookingInput = { id: number; clerk_user_id: string };

/** DELETE /api/reservas/deleteReserva. */
export const cancelBooking = (input: CancelBookingInput) =>
  apiFetch<{ id: number }>('/api/reservas/deleteReserva', { method: 'DELETE', body: input });
