import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import { headPosition, readAll } from '../../events/store/read';
import type { Database } from '../../db/schema';
import type { AsyncProcessor } from './async-processor';
import { CheckpointConflictError, lockCheckpoint, markFailed, storeCheckpoint } from './checkpoints';

export type BatchResult =
  | { kind: 'advanced'; position: number; handled: number; more: boolean }
  | { kind: 'idle'; position: number }
  /** The checkpoint moved under us, or the database hiccupped: nothing was applied, try again later. */
  | { kind: 'retry'; error: unknown }
  /** The processor threw on a batch of several events: replay them one by one to find the culprit. */
  | { kind: 'poisoned'; until: number }
  /** The processor is (now) marked failed and must not run until someone resumes it. */
  | { kind: 'failed'; error: unknown };

class HandlerError extends Error {
  constructor(readonly original: unknown, readonly events: readonly RecordedEvent[]) {
    super('processor threw');
  }
}

/**
 * One batch in one transaction: lock the checkpoint, read after it, apply, move the checkpoint by
 * compare-and-set. Since positions are commit-ordered, every event up to the head read before the batch
 * is already visible, so a short batch may move the checkpoint to that head, past events it skips.
 */
export async function processBatch(db: Kysely<Database>, processor: AsyncProcessor, batchSize: number): Promise<BatchResult> {
  let from = '0';
  try {
    return await db.transaction().execute(async (trx) => {
      const checkpoint = await lockCheckpoint(trx, processor.name);
      from = checkpoint.position;
      if (checkpoint.status === 'failed') return { kind: 'failed', error: checkpoint.error };
      const after = Number(from);
      const head = await headPosition(trx);
      const events = await readAll(trx, { after, limit: batchSize, types: processor.handles });
      if (events.length > 0) {
        await processor.handle(trx, events).catch((error: unknown) => {
          throw new HandlerError(error, events);
        });
      }
      const more = events.length === batchSize;
      const last = events.at(-1)?.globalPosition ?? after;
      const to = more ? last : Math.max(last, head, after);
      if (to === after && checkpoint.status === 'live') return { kind: 'idle', position: after };
      await storeCheckpoint(trx, processor.name, from, String(to), more ? 'catching_up' : 'live');
      return { kind: 'advanced', position: to, handled: events.length, more };
    });
  } catch (error) {
    if (!(error instanceof HandlerError) || isTransient(error.original)) return { kind: 'retry', error: unwrap(error) };
    if (error.events.length > 1) return { kind: 'poisoned', until: error.events.at(-1)!.globalPosition };
    const [event] = error.events;
    const cause = error.original as { name?: string; message?: string; code?: string };
    const details = {
      message: cause?.message ?? String(cause),
      name: cause?.name,
      code: cause?.code,
      position: event!.globalPosition,
      eventId: event!.eventId,
      eventType: event!.type,
      streamId: event!.streamId,
      failedAt: new Date().toISOString(),
    };
    await markFailed(db, processor.name, from, details);
    return { kind: 'failed', error: details };
  }
}

// Connection loss, shutdown, lock and serialization trouble pass; anything else is the processor's bug.
const TRANSIENT_CODES = new Set(['40001', '40P01', '55P03', '57P01', '57P02', '57P03', '53300', 'ECONNRESET', 'ECONNREFUSED']);

function isTransient(error: unknown): boolean {
  if (error instanceof CheckpointConflictError) return true;
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && (TRANSIENT_CODES.has(code) || code.startsWith('08'))) return true;
  return /Connection terminated|connection (is )?closed/i.test(message ?? '');
}

const unwrap = (error: unknown) => (error instanceof HandlerError ? error.original : error);
