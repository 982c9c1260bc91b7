import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/framework/event';
import { headPosition, readAll, readStream } from '../../events/store/read';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { appendThings, backendPid, waitUntilBlocked } from './support/thing-events';

// Deterministic interleavings (EVENT-STORE.md §8 T3/T4): each actor holds its own open transaction.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase({ poolSize: 12 });
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

describe('readAll under interleaved transactions', () => {
  it('never skips a transaction that took a lower position and committed late (T3)', async () => {
    const r = reader(await head());
    const slow = await db().startTransaction().execute();
    const fast = await db().startTransaction().execute();
    await appendThings(slow, 'slow', 0, [1]);
    const fastPid = await backendPid(fast);
    const fastAppend = appendThings(fast, 'fast', 0, [2]);
    await waitUntilBlocked(db(), fastPid); // fast waits for the append lock the slow one holds to COMMIT
    expect(await r.poll()).toEqual([]);
    await slow.commit().execute();
    const [fastEvent] = await fastAppend; // fast got its position only now, after slow's
    expect(await r.poll()).toEqual(['thing:slow']);
    await fast.commit().execute();
    expect(await r.poll()).toEqual(['thing:fast']);
    expect(r.seen.map((e) => e.globalPosition)).toEqual([fastEvent!.globalPosition - 1, fastEvent!.globalPosition]);
  });

  it('delivers a stream in version order even when v2 comes from the older transaction (T4)', async () => {
    const r = reader(await head());
    const early = await db().startTransaction().execute();
    await sql`SELECT pg_current_xact_id()`.execute(early); // takes its transaction id before the other
    await appendThings(db(), 'ordered', 0, [1]); // v1, committed by a younger transaction
    const { version } = await readStream(early, 'thing:ordered');
    await appendThings(early, 'ordered', version, [2]); // v2
    await early.commit().execute();
    await r.poll();
    expect(r.seen.map((e) => e.streamPosition)).toEqual([1, 2]);
    const { rows } = await sql<{ stream_position: number; tx: string }>`
      SELECT stream_position, tx_id::text AS tx FROM es_events WHERE stream_id = 'thing:ordered' ORDER BY global_position`.execute(db());
    // The log is commit-ordered, not transaction-id ordered: an xid-ordered reader would see v2 first.
    expect(BigInt(rows[1]!.tx)).toBeLessThan(BigInt(rows[0]!.tx));
  });

  it('steps over the gap a rolled-back append leaves', async () => {
    const r = reader(await head());
    const doomed = await db().startTransaction().execute();
    const [lost] = await appendThings(doomed, 'doomed', 0, [1]);
    await doomed.rollback().execute();
    const [kept] = await appendThings(db(), 'kept', 0, [2]);
    expect(kept!.globalPosition).toBe(lost!.globalPosition + 1);
    expect(await r.poll()).toEqual(['thing:kept']);
  });

  it('sees every event exactly once, in position order, while writers hold their commits back', async () => {
    const r = reader(await head());
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 1; i <= 15; i++) {
        const trx = await db().startTransaction().execute();
        await appendThings(trx, `busy-${w}`, i - 1, [i]);
        await new Promise((resolve) => setTimeout(resolve, (w * 7 + i * 3) % 9));
        await trx.commit().execute();
      }
    };
    const polling = (async () => {
      while (writing) await r.poll();
    })();
    await Promise.all([0, 1, 2, 3].map(writer));
    writing = false;
    await polling;
    await r.poll();
    const positions = r.seen.map((e) => e.globalPosition);
    expect(positions).toHaveLength(60);
    expect(new Set(positions).size).toBe(60);
    expect(positions.toSorted((a, b) => a - b)).toEqual(positions);
    for (let w = 0; w < 4; w++) {
      const versions = r.seen.filter((e) => e.streamId === `thing:busy-${w}`).map((e) => e.streamPosition);
      expect(versions).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    }
  });
});
