import { sql } from 'kysely';
import { version as uuidVersion } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendToStreams } from '../../events/store/append';
import { ConcurrencyError } from '../../events/store/conflicts';
import { readStream } from '../../events/store/read';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { appendThings, countEvents, noted, sequenced, streamVersion, thingStream } from './support/thing-events';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;

describe('appendToStreams', () => {
  it('appends on the expected version and numbers stream and global positions', async () => {
    const first = await appendThings(db(), 'ok', 0, [1, 2]);
    const second = await appendThings(db(), 'ok', 2, [3]);
    expect(first.map((e) => e.streamPosition)).toEqual([1, 2]);
    expect(second[0]!.streamPosition).toBe(3);
    expect(second[0]!.globalPosition).toBe(first[1]!.globalPosition + 1);
    const read = await readStream(db(), 'thing:ok');
    expect(read.version).toBe(3);
    expect(read.events.map((e) => e.data.n)).toEqual([1, 2, 3]);
  });

  it('rejects a stale expected version and writes nothing', async () => {
    await appendThings(db(), 'stale', 0, [1]);
    await expect(appendThings(db(), 'stale', 0, [2])).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(appendThings(db(), 'stale', 2, [2])).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await countEvents(db(), 'thing:stale')).toBe(1);
    expect(await streamVersion(db(), 'thing:stale')).toBe(1);
  });

  it('rejects a non-zero expected version on a stream that does not exist', async () => {
    await expect(appendThings(db(), 'ghost', 3, [1])).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await streamVersion(db(), 'thing:ghost')).toBeUndefined();
  });

  it('is all or nothing across streams: a conflict on the second stream leaves the first untouched', async () => {
    await appendThings(db(), 'multi-b', 0, [1]);
    const attempt = appendToStreams(db(), [
      { ...thingStream('multi-a'), expectedVersion: 0, events: [noted(1)] },
      { ...thingStream('multi-b'), expectedVersion: 0, events: [noted(2)] },
    ]);
    await expect(attempt).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await streamVersion(db(), 'thing:multi-a')).toBeUndefined();
    expect(await countEvents(db(), 'thing:multi-a')).toBe(0);
    expect(await countEvents(db(), 'thing:multi-b')).toBe(1);
  });

  it('appends to several streams with consecutive global positions in one call', async () => {
    const events = await sequenced(db(), await appendToStreams(db(), [
      { ...thingStream('pair-z'), expectedVersion: 0, events: [noted(1), noted(2)] },
      { ...thingStream('pair-y'), expectedVersion: 0, events: [noted(3)] },
    ]));
    const positions = events.map((e) => e.globalPosition);
    expect(positions).toEqual([positions[0], positions[0]! + 1, positions[0]! + 2]);
    expect(events.map((e) => e.streamId)).toEqual(['thing:pair-z', 'thing:pair-z', 'thing:pair-y']);
  });

  it('rejects an empty append in SQL, and the TypeScript side never sends one', async () => {
    const payload = JSON.stringify([{ ...thingStream('empty'), expectedVersion: 0, events: [] }]);
    await expect(sql`SELECT * FROM es_append(${payload}::jsonb)`.execute(db())).rejects.toMatchObject({ code: '22023' });
    await expect(sql`SELECT * FROM es_append(${'[]'}::jsonb)`.execute(db())).rejects.toMatchObject({ code: '22023' });
    expect(await appendToStreams(db(), [{ ...thingStream('empty'), expectedVersion: 0, events: [] }])).toEqual([]);
    expect(await streamVersion(db(), 'thing:empty')).toBeUndefined();
  });

  it('rejects two appends to the same stream in one call instead of reporting a version conflict', async () => {
    const attempt = appendToStreams(db(), [
      { ...thingStream('twice'), expectedVersion: 0, events: [noted(1)] },
      { ...thingStream('twice'), expectedVersion: 0, events: [noted(2)] },
    ]);
    await expect(attempt).rejects.toThrow(/same stream/);
    expect(await streamVersion(db(), 'thing:twice')).toBeUndefined();
  });
});

describe('event ids', () => {
  it('derives the same v5 ids from the same idempotency key, and different ones from another key', async () => {
    const a = await idsUnderKey('key-1');
    const again = await idsUnderKey('key-1');
    const other = await idsUnderKey('key-2');
    expect(again).toEqual(a);
    expect(new Set([...a, ...other]).size).toBe(4);
    expect(a.map((id) => uuidVersion(id))).toEqual([5, 5]);
  });

  it('refuses to store the same derived ids twice, even on another stream', async () => {
    await appendThings(db(), 'dup-1', 0, [1], { idempotencyKey: 'once' });
    await expect(appendThings(db(), 'dup-2', 0, [1], { idempotencyKey: 'once' })).rejects.toMatchObject({ code: '23505' });
    expect(await streamVersion(db(), 'thing:dup-2')).toBeUndefined();
  });

  it('gives random ids to appends without a key', async () => {
    const [a] = await appendThings(db(), 'random-1', 0, [1]);
    const [b] = await appendThings(db(), 'random-2', 0, [1]);
    expect(uuidVersion(a!.eventId)).toBe(4);
    expect(a!.eventId).not.toBe(b!.eventId);
  });
});

class RollBack extends Error {}

/** The ids two events would get under an idempotency key (appended, then rolled back). */
async function idsUnderKey(key: string): Promise<string[]> {
  let ids: string[] = [];
  await db()
    .transaction()
    .execute(async (trx) => {
      ids = (await appendThings(trx, `ids-${key}`, 0, [1, 2], { idempotencyKey: key })).map((e) => e.eventId);
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return ids;
}
