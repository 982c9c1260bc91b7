import { apiFetch } from '../../../lib/api-client';

export type WaitlistInput = { fecha: string; horario_id: number; clerk_user_id: string };

/** POST /api/reservas/joinWaitlist: a place in line for a full class (no credit taken). */
export const joinWaitlist = (input: WaitlistInput) => apiFetch<{ id: number; posicion: number }>('/api/reservas/joinWaitlist', { method: 'POST', body: input });

/** DELETE /api/reservas/leaveWaitlist. */
export const leaveWaitlist = (input: WaitlistInput) => apiFetch<{ id: number }>('/api/reservas/leaveWaitlist', { method: 'DELETE', body: input });
