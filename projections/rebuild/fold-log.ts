import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import { readAll } from '../../events/store/read';
import { toRecorded, type EventRow } from '../../events/store/rows';
import type { Database } from '../../db/schema';
import { applyInBatches, type Projector } from '../runner/projection';
import { useShadowTables } from './shadow-tables';

export interface FoldTarget {
  db: Kysely<Database>;
  liveSchema: string;
  projectors: readonly Projector[];
  types: readonly string[];
  batchSize: number;
  setBased: boolean;
  /** Called after every batch with the number of events it held. */
  onBatch: (events: number) => void;
}

/**
 * Folds the log after `after` into the shadow tables, batch after batch, each in its own short transaction,
 * while the next batch is already being read on another connection. Returns where it stopped: the last
 * position of a batch that came back short, i.e. (nearly) the head. Takes no lock any command waits on.
 */
export async function foldUntilCaughtUp(target: FoldTarget, after: number): Promise<number> {
  const read = (from: number) => readAll(target.db, { after: from, limit: target.batchSize, types: target.types });
  let next = read(after);
  for (;;) {
    const events = await next;
    if (events.length === 0) return after;
    after = events.at(-1)!.globalPosition;
    const full = events.length === target.batchSize;
    if (full) next = read(after);
    await target.db.transaction().execute(async (trx) => {
      // Nothing here needs to survive a crash: a crashed rebuild starts over from empty shadow tables.
      await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      await useShadowTables(trx, target.liveSchema);
      await applyInBatches(target.projectors, trx, events, { setBased: target.setBased });
    });
    target.onBatch(events.length);
    if (!full) return after;
  }
}

/**
 * Inside the swap transaction (REPEATABLE READ, live tables locked before its snapshot): applies every
 * committed event the shadow tables miss. Those already sequenced come by position; those committed but not
 * sequenced yet (their commands' projections are in the live tables) come after them in insert order, the
 * order the sequencer will give them, which keeps each stream's order. One snapshot sees both parts, so an
 * event the sequencer numbers meanwhile is neither lost nor applied twice.
 */
export async function applyTail(trx: Kysely<Database>, target: FoldTarget, after: number): Promise<number> {
  await useShadowTables(trx, target.liveSchema);
  let applied = 0;
  const apply = async (events: readonly RecordedEvent[]) => {
    await applyInBatches(target.projectors, trx, events, { setBased: target.setBased });
    applied += events.length;
  };
  for (let from = after; ; ) {
    const events = await readAll(trx, { after: from, limit: target.batchSize, types: target.types });
    if (events.length > 0) await apply(events);
    if (events.length < target.batchSize) break;
    from = events.at(-1)!.globalPosition;
  }
  for (let fromSeq = 0; ; ) {
    const { rows } = await sql<EventRow & { seq: number }>`
      SELECT seq, global_position, stream_id, stream_position, event_id, event_type, schema_version, data, metadata, recorded_at
      FROM es_events
      WHERE global_position IS NULL AND seq > ${fromSeq} AND event_type = ANY(${[...target.types]}::text[])
      ORDER BY seq LIMIT ${target.batchSize}`.execute(trx);
    if (rows.length > 0) await apply(rows.map(toRecorded));
    if (rows.length < target.batchSize) return applied;
    fromSeq = Number(rows.at(-1)!.seq);
  }
}
