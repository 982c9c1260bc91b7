import { sql } from 'kysely';
import { headPosition, readAll } from '../../events/store/read';
import type { Db } from '../platform/database/database';
import type { DatabaseHandle } from '../platform/database/database';
import type { EventProcessor } from './push.reactor';

const BATCH = 200;

/**
 * One checkpointed step of an async processor: in a single transaction, lock its checkpoint row, read the
 * next events after it, let the processor handle them and move the checkpoint. Concurrent instances queue on
 * the row lock, so each event is handled once. Returns true when more events may be waiting.
 * (A minimal stand-in for the shared async runner, same processor shape, until that lands.)
 */
export async function processNextBatch(db: Db, processor: EventProcessor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('projection_checkpoints').values({ name: processor.name }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const { rows } = await sql<{ position: string }>`SELECT position FROM projection_checkpoints WHERE name = ${processor.name} FOR UPDATE`.execute(trx);
    const after = Number(rows[0]?.position ?? 0);
    // The head first: an event committed after this read waits for the next batch instead of being skipped.
    const head = await headPosition(trx);
    const read = await readAll(trx, { after, limit: BATCH, types: processor.eventTypes });
    const events = read.filter((e) => e.globalPosition <= head);
    const full = read.length === BATCH && events.length === BATCH;
    const next = full ? events.at(-1)!.globalPosition : head;
    if (events.length) await processor.handle(trx, events);
    if (next > after) {
      await trx.updateTable('projection_checkpoints').set({ position: String(next), status: 'live', updated_at: new Date() }).where('name', '=', processor.name).execute();
    }
    return full;
  });
}

/** Runs processors whenever the log grows (LISTEN es_events) and on a slow poll as a safety net. */
export function startEventFeed(
  database: DatabaseHandle,
  processors: readonly EventProcessor[],
  opts: { pollMs?: number; onError?: (error: unknown) => void; afterRun?: () => void } = {},
): { stop(): Promise<void>; poke(): void } {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  const run = async () => {
    for (const processor of processors) {
      while (!stopped && (await processNextBatch(database.db, processor)));
    }
    opts.afterRun?.();
  };
  const poke = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error) => opts.onError?.(error))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          poke();
        }
      });
  };
  const timer = setInterval(poke, opts.pollMs ?? 2000);
  timer.unref();
  let unlisten: (() => Promise<void>) | undefined;
  void database
    .listen('es_events', poke, poke)
    .then((off) => {
      unlisten = off;
      if (stopped) void off();
    })
    .catch((error) => opts.onError?.(error));
  poke();
  return {
    poke,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten?.();
      await running;
    },
  };
}
