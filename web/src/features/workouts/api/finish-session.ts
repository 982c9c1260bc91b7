import { api } from '../../../lib/api';

/** Closes the session with the member's note (empty: none). */
export const finishSession = (sesionId: string, nota: string) =>
  api('POST /api/entrenamientos/finalizarSesion', { body: { id: sesionId, nota: nota === '' ? null : nota } });
