import type { ApiInput } from '../../../lib/api-client';
import { sendOrQueue } from '../../../lib/offline/app-offline-sync';

export type BlockResultBody = ApiInput<'POST /api/entrenamientos/registrarBloque'>['body'];

/** Sent: the server has it. Queued: kept on the phone with its key until it can be sent (a block done underground). */
export type BlockResultOutcome = 'saved' | 'queued';

/**
 * An AMRAP's rounds and extra reps, an EMOM's minutes, a circuit's or intervals' rounds done, through the offline
 * queue as every logged set is: with no signal it waits on the phone and goes, in order, when the connection returns.
 */
export async function logBlockResult(body: BlockResultBody): Promise<BlockResultOutcome> {
  const outcome = await sendOrQueue('POST /api/entrenamientos/registrarBloque', { body }, { idempotencyKey: crypto.randomUUID(), label: 'El resultado de un bloque' });
  return outcome.status === 'sent' ? 'saved' : 'queued';
}
