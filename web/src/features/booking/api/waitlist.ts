import { api } from '../../../lib/api-client';

export type WaitlistInput = { fecha: string; horario_id: number; clerk_user_id: string };

/** POST /api/reservas/joinWaitlist: a place in line for a full class (no credit taken). */
export const joinWaitlist = (input: WaitlistInput & { promover_hasta_minutos?: 180 | 360 | 720 | 1440 | null }) => api('POST /api/reservas/joinWaitlist', { body: input });

/** DELETE /api/reservas/leaveWaitlist. */
export const leaveWaitlist = (input: WaitlistInput) => api('DELETE /api/reservas/leaveWaitlist', { body: input });

/** POST /api/reservas/waitlistLimit: how late she still wants to be booked automatically (null: the studio's cutoff). */
export const changeWaitlistLimit = (input: WaitlistInput & { promover_hasta_minutos: 180 | 360 | 720 | 1440 | null }) =>
  api('POST /api/reservas/waitlistLimit', { body: input });
