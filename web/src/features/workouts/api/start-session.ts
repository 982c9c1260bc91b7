import { sendOrQueue } from '../../../lib/offline/app-offline-sync';

/**
 * Starts a session for one plan day. The id is made here (a UUID the contract accepts), so a phone without signal
 * already knows it and can queue sets against it; starting the same id again answers the same session. With no
 * signal the start waits in the offline queue (the sets queue behind it) and the screen builds the day from the plan.
 */
export async function startSession(input: { planificacionId: number; diaId: number }, id: string = crypto.randomUUID()): Promise<{ id: string }> {
  const outcome = await sendOrQueue('POST /api/entrenamientos/iniciarSesion', { body: { id, ...input } }, { idempotencyKey: crypto.randomUUID(), label: 'El inicio de tu entrenamiento' });
  return outcome.status === 'sent' ? outcome.answer : { id };
}
