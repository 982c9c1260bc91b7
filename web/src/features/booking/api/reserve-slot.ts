import { api } from '../../../lib/api-client';

export type ReserveSlotInput = { fecha: string; horario_id: number; clerk_user_id: string };

/** POST /api/reservas/addReserva: refusals arrive as ApiError with the server's code and Spanish detail. */
export const reserveSlot = (input: ReserveSlotInput) =>
  api('POST /api/reservas/addReserva', { body: input });
