import { api, type ApiInput } from '../../lib/api-client';

const ROUTE = 'DELETE /api/reservas/deleteReserva';

/**
 * Cancels a booking: the member's own, or as an admin anyone's (the server records the reason 'admin'). Refusals
 * arrive as ApiError with the server's code and Spanish detail.
 */
export const cancelBooking = (body: ApiInput<typeof ROUTE>['body']) => api(ROUTE, { body });
