import { sendOrQueue } from '../../../lib/offline/app-offline-sync';

/** Closes the session with the member's note (empty: none); with no signal it waits in the offline queue. */
export async function finishSession(sesionId: string, nota: string): Promise<void> {
  await sendOrQueue(
    'POST /api/entrenamientos/finalizarSesion',
    { body: { id: sesionId, nota: nota === '' ? null : nota } },
    { idempotencyKey: crypto.randomUUID(), label: 'El cierre de tu entrenamiento' },
  );
}
