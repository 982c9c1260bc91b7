import { isApiError } from '../../../lib/api-client';
import { sendOrQueue } from '../../../lib/offline/app-offline-sync';
import { backoffMs, isDefinitive } from '../../../lib/offline/flush-queue';
import type { Comentario } from './get-session';

/** Sent: the server has it. Queued: no signal, kept on the phone with the member's other commands until it can go. */
export type ReadOutcome = 'sent' | 'queued';

/**
 * One key per session and newest new comment: opening the session again (a remount, a reload, while the first read
 * still waits in the queue) is the same read, stored and answered once; a comment that arrives later is a new read.
 */
export function readKey(sesionId: string, comments: readonly Comentario[]): string | null {
  const unread = comments.filter((c) => !c.leido);
  return unread.length === 0 ? null : `leer-comentarios-${sesionId}-${unread[unread.length - 1].id}`;
}

/** Marks the session's comments read, through the offline queue like the member's other commands. */
export async function markCommentsRead(sesionId: string, idempotencyKey: string): Promise<ReadOutcome> {
  const outcome = await sendOrQueue('POST /api/entrenamientos/leerComentarios', { body: { id: sesionId } }, { idempotencyKey, label: 'Los comentarios leídos de tu entrenamiento' });
  return outcome.status;
}

// The queue keeps what fails for lack of signal; what reaches here failed otherwise (no IndexedDB and no network,
// or a refusal): two more tries, 1 s and 2 s apart, cover a blip without keeping the member waiting for an answer.
const READ_RETRIES = 2;

/** A refusal (4xx but 401/408/425/429) is the server's last word; anything else is tried again, READ_RETRIES times. */
export const retryRead = (failures: number, error: unknown) => failures < READ_RETRIES && !(isApiError(error) && isDefinitive(error.status));
export const readRetryDelay = (failures: number) => backoffMs(failures);

/**
 * What the member is told when the comments could not be marked read (null: nothing to tell). The session not being
 * theirs (staff opening it) is expected: the server refuses and nothing changes.
 */
export function readFailureText(error: unknown): string | null {
  if (isApiError(error) && error.code === 'NOT_YOUR_WORKOUT') return null;
  return 'No pudimos marcar los comentarios como leídos. Siguen como nuevos: se marcarán la próxima vez que abras este entrenamiento.';
}
