import { api } from '../../../lib/api';

export type WaitlistInput = { fecha: string; horario_id: number; clerk_user_id: string };

/** POST /api/reservas/joinWaitlist: a place in line for a full class (no credit taken). */
export const joinWaitlist = (input: WaitlistInput) => api('POST /api/reservas/joinWaitlist', { body: input });

/** DELETE /api/reservas/leaveWaitlist. */
export const leaveWaitlist = (input: WaitlistInput) => api('DELETE /api/reservas/leaveWaitlist', { body: input });
