import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/framework/event';
import { headPosition, readAll, readStream } from '../../events/store/read';
import { sequencePending, startSequencer } from '../../events/store/sequencer';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { appendThings, withPositions } from './support/thing-events';

// Deterministic interleavings (EVENT-STORE.md §8 T3/T4) with commits side by side: each actor holds its own
// open transaction, and the sequencer runs between the steps, as it would at any moment in the app.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase({ poolSize: 14 });
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;

/** A projector-like reader: reads everything after its checkpoint and moves the checkpoint. */
function reader(start = 0) {
  let checkpoint = start;
  const seen: RecordedEvent[] = [];
  return {
    seen,
    async poll() {
      const batch = await readAll(db(), { after: checkpoint });
      seen.push(...batch);
      checkpoint = batch.at(-1)?.globalPosition ?? checkpoint;
      return batch.map((e) => e.streamId);
    },
  };
}

const head = () => headPosition(db());

describe('readAll with commits side by side and a sequencer', () => {
  it('never skips a transaction that appended first and committed late (T3)', async () => {
    const r = reader(await head());
    const slow = await db().startTransaction().execute();
    await appendThings(slow, 'slow', 0, [1]); // inserted first: the lower insert order
    const [fast] = await appendThings(db(), 'fast', 0, [2]); // commits (and is sequenced) while slow is open
    expect(fast!.globalPosition).toBeGreaterThan(0);
    expect(await r.poll()).toEqual(['thing:fast']); // the reader moves past fast's position
    await sequencePending(db());
    expect(await r.poll()).toEqual([]); // uncommitted: invisible, and given no position
    await slow.commit().execute();
    await sequencePending(db());
    expect(await r.poll()).toEqual(['thing:slow']); // after the checkpoint, so not skipped
    expect(r.seen[1]!.globalPosition).toBe(fast!.globalPosition + 1);
  });

  it('delivers a stream in version order even when v2 comes from the older transaction (T4)', async () => {
    const r = reader(await head());
    const early = await db().startTransaction().execute();
    await sql`SELECT pg_current_xact_id()`.execute(early); // takes its transaction id before the other
    const [v1] = await appendThings(db(), 'ordered', 0, [1]); // v1, by a younger transaction
    const { version } = await readStream(early, 'thing:ordered');
    await appendThings(early, 'ordered', version, [2]); // v2
    await early.commit().execute();
    await sequencePending(db());
    await r.poll();
    expect(r.seen.map((e) => e.streamPosition)).toEqual([1, 2]);
    expect(r.seen[0]!.globalPosition).toBe(v1!.globalPosition);
    const { rows } = await sql<{ stream_position: number; tx: string }>`
      SELECT stream_position, tx_id::text AS tx FROM es_events WHERE stream_id = 'thing:ordered' ORDER BY global_position`.execute(db());
    // The log is commit-ordered, not transaction-id ordered: an xid-ordered reader would see v2 first.
    expect(BigInt(rows[1]!.tx)).toBeLessThan(BigInt(rows[0]!.tx));
  });

  it('keeps stream order inside one batch: versions committed before the same sequencer pass', async () => {
    const r = reader(await head());
    const early = await db().startTransaction().execute();
    await sql`SELECT pg_current_xact_id()`.execute(early);
    const other = await db().startTransaction().execute();
    await appendThings(other, 'batched', 0, [1, 2]);
    await other.commit().execute(); // v1, v2: committed, not sequenced
    await appendThings(early, 'batched', 2, [3]); // v3 from the transaction with the older id
    await early.commit().execute();
    const { sequenced: count } = await sequencePending(db());
    expect(count).toBe(3); // one batch holds all three
    await r.poll();
    expect(r.seen.map((e) => e.streamPosition)).toEqual([1, 2, 3]);
  });

  it('gives a command that read another command\'s effects a later position, even from an older transaction', async () => {
    const r = reader(await head());
    const reader2 = await db().startTransaction().execute();
    await sql`SELECT pg_current_xact_id()`.execute(reader2); // the older transaction id
    const writer = await db().startTransaction().execute();
    await appendThings(writer, 'cause', 0, [1]);
    await writer.commit().execute();
    // The second command sees the first one's event (its effect) and decides on it, on another stream.
    const cause = await readStream(reader2, 'thing:cause');
    expect(cause.version).toBe(1);
    await appendThings(reader2, 'effect', 0, [cause.events[0]!.data.n as number]);
    await reader2.commit().execute();
    await sequencePending(db());
    await r.poll();
    expect(r.seen.map((e) => e.streamId)).toEqual(['thing:cause', 'thing:effect']);
  });

  it('numbers only committed events: a rolled-back append leaves no gap and nothing to read', async () => {
    const r = reader(await head());
    const before = await head();
    const doomed = await db().startTransaction().execute();
    const lost = await appendThings(doomed, 'doomed', 0, [1]);
    await doomed.rollback().execute();
    const [kept] = await appendThings(db(), 'kept', 0, [2]);
    expect(kept!.globalPosition).toBe(before + 1);
    expect((await withPositions(db(), lost))[0]!.globalPosition).toBe(0);
    expect(await r.poll()).toEqual(['thing:kept']);
  });

  it('sees every event exactly once, in order, while writers hold commits back and sequencers race', async () => {
    const r = reader(await head());
    const running = startSequencer(tdb.handle, { busyPollMs: 1, idlePollMs: 5 });
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 1; i <= 15; i++) {
        const trx = await db().startTransaction().execute();
        await appendThings(trx, `busy-${w}`, i - 1, [i]);
        await new Promise((resolve) => setTimeout(resolve, (w * 7 + i * 3) % 9));
        await trx.commit().execute();
        running.wake();
      }
    };
    // Callers from anywhere take turns with the running sequencer on the head row.
    const racing = (async () => {
      while (writing) await sequencePending(db(), { max: 3 });
    })();
    const polling = (async () => {
      while (writing) await r.poll();
    })();
    await Promise.all([0, 1, 2, 3].map(writer));
    writing = false;
    await Promise.all([polling, racing]);
    await running.stop();
    await sequencePending(db());
    await r.poll();
    const positions = r.seen.map((e) => e.globalPosition);
    expect(positions).toHaveLength(60);
    expect(new Set(positions).size).toBe(60);
    expect(new Set(r.seen.map((e) => e.eventId)).size).toBe(60);
    expect(positions.toSorted((a, b) => a - b)).toEqual(positions);
    expect(positions.at(-1)! - positions[0]!).toBe(59); // dense: no position skipped or given twice
    for (let w = 0; w < 4; w++) {
      const versions = r.seen.filter((e) => e.streamId === `thing:busy-${w}`).map((e) => e.streamPosition);
      expect(versions).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    }
  });

  it('lets an append commit while another transaction that appended stays open (no global lock)', async () => {
    const open = await db().startTransaction().execute();
    await appendThings(open, 'held', 0, [1]);
    // With a lock held to COMMIT this would wait for `open`; it completes and is sequenced and readable.
    const r = reader(await head());
    const [free] = await appendThings(db(), 'free', 0, [2]);
    expect(free!.globalPosition).toBeGreaterThan(0);
    expect(await r.poll()).toEqual(['thing:free']);
    await open.rollback().execute();
  });
});
