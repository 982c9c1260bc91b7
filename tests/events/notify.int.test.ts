import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Type } from 'typebox';
import { defineEvents } from '../../events/catalog/define-events';
import { addEventTypesForTests } from '../../events/catalog/registry';
import type { Topic } from '../../contract/realtime-topics';
import { changeFeed, CHANGES_CHANNEL, parseChangeNotices } from '../../projections/changefeed/changefeed';
import { appendToStreams } from '../../events/store/append';
import { sequencePending as sequenceWith } from '../../events/store/sequencer';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { noted, thingStream, withPositions } from './support/thing-events';

// Commands NOTIFY nothing; the sequencer sends one 'es_events' (the new head) and one 'pulso_changes' (the
// batch's notices) per batch it commits. PostgreSQL delivers them at COMMIT only.
addEventTypesForTests(defineEvents({ ThingBroke: Type.Object({ n: Type.Number() }) }));
// Topic names outside the contract's (cast): this test is about the NOTIFY plumbing, which passes any name on.
const changes = changeFeed([
  { events: ['ThingNoted'], topics: (e) => [`thing:${String(e.data.n)}` as Topic] },
  // A topic whose facts provider fails (a bug, or a read table that is not there).
  {
    events: ['ThingBroke'],
    topics: () => ['broken' as Topic],
    data: async (trx) => {
      await sql`SELECT * FROM no_such_read_table`.execute(trx);
      return {};
    },
  },
]);
const sequencePending = (db: Kysely<any>) => sequenceWith(db, { changes });

let tdb: TestDatabase;
const received: { channel: string; payload: string }[] = [];
const unlisten: (() => Promise<void>)[] = [];
beforeAll(async () => {
  tdb = await createTestDatabase();
  for (const channel of ['es_events', CHANGES_CHANNEL]) {
    unlisten.push(await tdb.handle.listen(channel, (payload) => received.push({ channel, payload })));
  }
});
afterAll(async () => {
  for (const stop of unlisten) await stop();
  await tdb?.close();
});
const db = () => tdb.handle.db;

async function settle(count: number, timeoutMs = 5000): Promise<{ channel: string; payload: string }[]> {
  const deadline = Date.now() + timeoutMs;
  while (received.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} notifications, got ${received.length}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  // Anything beyond `count` would arrive with the same COMMIT: give it a moment to show up.
  await new Promise((r) => setTimeout(r, 50));
  return received.splice(0);
}

const append = (id: string, ns: number[]) => appendToStreams(db(), [{ ...thingStream(id), expectedVersion: 0, events: ns.map(noted) }]);

describe('notifications per sequenced batch', () => {
  it('sends nothing when a command commits, before the sequencer runs', async () => {
    await append('quiet-until-sequenced', [0]);
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([]);
    await sequencePending(db());
    await settle(2);
  });

  it('announces three commands in one batch with one NOTIFY per channel', async () => {
    const events = [...(await append('a', [1, 2])), ...(await append('b', [3])), ...(await append('c', [4]))];
    await sequencePending(db());
    const head = (await withPositions(db(), events)).at(-1)!.globalPosition;
    const got = await settle(2);
    expect(got.filter((n) => n.channel === 'es_events')).toEqual([{ channel: 'es_events', payload: String(head) }]);
    const changes = got.filter((n) => n.channel === CHANGES_CHANNEL);
    expect(changes).toHaveLength(1);
    expect(JSON.parse(changes[0]!.payload)).toEqual([{ topics: ['thing:1', 'thing:2', 'thing:3', 'thing:4'], position: head }]);
    expect(parseChangeNotices(changes[0]!.payload)).toEqual([{ topics: ['thing:1', 'thing:2', 'thing:3', 'thing:4'], position: head }]);
  });

  it('announces nothing for a rolled-back append: the next notification is the next commit', async () => {
    const doomed = await db().startTransaction().execute();
    await appendToStreams(doomed, [{ ...thingStream('quiet'), expectedVersion: 0, events: [noted(5)] }]);
    await doomed.rollback().execute();
    const appended = await append('kept', [6]);
    await sequencePending(db());
    const kept = await withPositions(db(), appended);
    const got = await settle(2);
    expect(got).toEqual([
      { channel: 'es_events', payload: String(kept[0]!.globalPosition) },
      { channel: CHANGES_CHANNEL, payload: JSON.stringify([{ topics: ['thing:6'], position: kept[0]!.globalPosition }]) },
    ]);
  });

  it('still sequences and announces a batch whose facts provider fails, without the facts', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broke = await appendToStreams(db(), [{ ...thingStream('broke'), expectedVersion: 0, events: [{ type: 'ThingBroke', data: { n: 1 } }] }]);
    await sequencePending(db());
    quiet.mockRestore();
    const [sequencedBroke] = await withPositions(db(), broke);
    expect(sequencedBroke!.globalPosition).toBeGreaterThan(0);
    const got = await settle(2);
    expect(got.find((n) => n.channel === CHANGES_CHANNEL)?.payload).toBe(JSON.stringify([{ topics: ['broken'], position: sequencedBroke!.globalPosition }]));
  });

  it('sends no notification from a sequencer pass that found nothing', async () => {
    await sequencePending(db());
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([]);
  });
});
