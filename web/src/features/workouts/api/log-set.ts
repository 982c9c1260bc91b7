import type { RecordLogrado } from '../../../../../contract/workouts';
import { sendOrQueue } from '../../../lib/offline/app-offline-sync';
import type { SetLog } from '../machines/session-sets';
import { api } from '../../../lib/api-client';
import type { ApiInput } from '../../../lib/api-client';

/** Only the effort she typed: a set without one sends the body it always did. */
const effortOf = (set: SetLog) => ({ ...(set.rpe == null ? {} : { rpe: set.rpe }), ...(set.rir == null ? {} : { rir: set.rir }) });

export type PersonalRecord = RecordLogrado;

/** Saved: the server took it (and says which records it beat). Queued: kept on the phone until it can be sent. */
export type LogSetOutcome = { status: 'saved'; records: PersonalRecord[] } | { status: 'queued' };

/**
 * One registrarSerie call, complete enough to be stored and replayed as is: its body and the Idempotency-Key made
 * once on the phone (a replay of the same request is answered with the first answer, never a second log).
 */
export type SetLogRequest = {
  /** Made on the phone when the set is marked done; also the request's client id. */
  idempotencyKey: string;
  body: ApiInput<'POST /api/entrenamientos/registrarSerie'>['body'];
};

export function setLogRequest(sesionId: string, set: SetLog, idempotencyKey: string = crypto.randomUUID()): SetLogRequest {
  return {
    idempotencyKey,
    body: { sesionId, serieId: set.serieId, repeticiones: set.repeticiones ?? 0, segundos: set.segundos, peso: set.peso, hecha: true, ...effortOf(set) },
  };
}

/** Sends one stored request (online, or the offline queue replaying it) with its own key. */
export function sendSetLog(request: SetLogRequest) {
  return api('POST /api/entrenamientos/registrarSerie', { body: request.body }, { headers: { 'Idempotency-Key': request.idempotencyKey } });
}

/**
 * THE door every logged set goes through (the session machine's `saveSet`), through the offline queue
 * (web/src/lib/offline): online with nothing waiting it is sent now and the records come back; with no signal, or
 * behind commands still waiting (the session's start), it is kept on the phone with its key and sent in order later.
 */
export async function logSet(sesionId: string, set: SetLog): Promise<LogSetOutcome> {
  const request = setLogRequest(sesionId, set);
  const outcome = await sendOrQueue('POST /api/entrenamientos/registrarSerie', { body: request.body }, { idempotencyKey: request.idempotencyKey, label: 'Una serie de tu entrenamiento' });
  return outcome.status === 'sent' ? { status: 'saved', records: outcome.answer.records } : { status: 'queued' };
}
