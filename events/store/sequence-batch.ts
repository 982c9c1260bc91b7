import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../framework/event';
import { CHANGES_CHANNEL } from '../../db/channels';
import { toRecorded, type EventRow } from './rows';
import { commitWith } from '../../db/pipelined-driver';
import { PREPARED } from '../../db/database';

/**
 * The sequencer gives committed events their global positions (README "Event store and projections").
 * Commands insert events with no position and commit side by side; here, in one short transaction:
 *  1. lock the one-row head counter: sequencers take turns, whoever calls them;
 *  2. in a *separate statement* (READ COMMITTED: a fresh snapshot, taken after the lock was granted, so it
 *     sees the previous sequencer's commit and every event committed by then), take the committed
 *     unsequenced events in insert order and number them from the head on;
 *  3. NOTIFY once on 'es_events' (the new head) and once on 'pulso_changes' (the batch's notices).
 * Steps 1–2 and the first NOTIFY are one SQL function (es_sequence_batch): one round trip, BEGIN included
 * (db/pipelined-driver.ts); the change notices go with COMMIT.
 * The whole batch becomes visible at COMMIT, after every lower position: readers of `global_position >
 * checkpoint` never see a position filled in behind them. A stream's version N+1 can only be inserted after
 * version N committed (its stream row stays locked to COMMIT), so it has a later insert order and lands in
 * the same batch or a later one, after N; the same holds for any command that read another's effects.
 */
export const EVENTS_CHANNEL = 'es_events';

/**
 * What a sequencing transaction announces on CHANGES_CHANNEL besides the new head: the app's change feed
 * (projections/changefeed, built from every feature's topics in services/features.ts).
 */
export interface BatchAnnouncer {
  batchPayloads(trx: Kysely<any>, events: readonly RecordedEvent[]): Promise<string[]>;
}

export interface SequencedBatches {
  /** Events given a position by this call. */
  sequenced: number;
  /** The last position given out so far (by anyone). */
  head: number;
  /** Sequencing transactions that gave out positions. */
  batches: number;
}

/**
 * Sequences every event committed before the call, in batches of at most `max`, and announces each batch.
 * Safe from anywhere at any time, concurrently with the running sequencers (they take turns on the head row):
 * tests call it to make what they appended readable, a rebuild to drain the tail before its swap. Must not be
 * called inside a transaction that appended (its own events are not committed yet).
 */
export async function sequencePending(db: Kysely<any>, opts: { max?: number; changes?: BatchAnnouncer } = {}): Promise<SequencedBatches> {
  const max = opts.max ?? 1000;
  let sequenced = 0;
  let batches = 0;
  for (;;) {
    const batch = await sequenceBatch(db, max, opts.changes);
    sequenced += batch.events.length;
    if (batch.events.length > 0) batches += 1;
    if (batch.events.length < max) return { sequenced, head: batch.head, batches };
  }
}

/**
 * One batch in one transaction: es_sequence_batch (migration 2026-11-25T1100) locks the head row, numbers
 * the committed unsequenced events in a statement of its own and NOTIFYs 'es_events'; the batch's change
 * notices (when `changes` is given) go out on 'pulso_changes' in the same transaction, so they arrive in position order.
 * Returns the events it sequenced, in position order.
 */
export async function sequenceBatch(db: Kysely<any>, max: number, changes?: BatchAnnouncer): Promise<{ events: RecordedEvent[]; head: number }> {
  return db.transaction().setIsolationLevel('read committed').execute(async (trx) => {
    const { rows } = await sql<EventRow>`${sql.raw(PREPARED)} SELECT * FROM es_sequence_batch(${max}::int)`.execute(trx);
    if (rows.length === 0) return { events: [], head: await sequencedHead(trx) };
    const events = rows.map(toRecorded).sort((a, b) => a.globalPosition - b.globalPosition);
    const payloads = (await changes?.batchPayloads(trx, events)) ?? [];
    if (payloads.length > 0) {
      // COMMIT goes with the notices (db/pipelined-driver.ts): one round trip for both.
      await commitWith(trx, sql`${sql.raw(PREPARED)} SELECT pg_notify(${CHANGES_CHANNEL}, payload) FROM unnest(${payloads}::text[]) AS payload`.compile(trx));
    }
    return { events, head: events.at(-1)!.globalPosition };
  });
}

/** Whether any event waits for a position (committed or not): a cheap probe that writes nothing. */
export async function hasUnsequenced(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ waiting: boolean }>`
    SELECT EXISTS (SELECT 1 FROM es_events WHERE global_position IS NULL) AS waiting`.execute(db);
  return rows[0]?.waiting === true;
}

/** The last position given out: every event at or below it is readable. */
export async function sequencedHead(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ position: number }>`SELECT position FROM es_sequencer_head`.execute(db);
  return Number(rows[0]?.position ?? 0);
}
