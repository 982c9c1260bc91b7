import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/reservas/deleteReserva as an admin: the server records the reason 'admin'. */
export const cancelBookingAsAdmin = (bookingId: number) =>
  apiFetch<{ id: number }>('/api/reservas/deleteReserva', { method: 'DELETE', body: { id: bookingId } });
