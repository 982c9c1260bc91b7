import { api } from '../../../lib/api';

/** DELETE /api/reservas/deleteReserva as an admin: the server records the reason 'admin'. */
export const cancelBookingAsAdmin = (bookingId: number) =>
  api('DELETE /api/reservas/deleteReserva', { body: { id: bookingId } });
