import { api } from '../../../lib/api';

/**
 * Starts a session for one plan day. The id is made here (a UUID the contract accepts), so a phone without signal
 * already knows it and can queue sets against it; starting the same id again answers the same session.
 */
export function startSession(input: { planificacionId: number; diaId: number }, id: string = crypto.randomUUID()) {
  return api('POST /api/entrenamientos/iniciarSesion', { body: { id, ...input } });
}
