import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendToStreams } from '../../events/store/append';
import { ConcurrencyError } from '../../events/store/conflicts';
import { readStream } from '../../events/store/read';
import { sequencePending } from '../../events/store/sequencer';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { appendThings, backendPid, countEvents, noted, streamVersion, thingStream, waitUntilBlocked } from './support/thing-events';

// Each actor owns a session: a pool of 12 lets 8 concurrent transactions and a watcher run at once.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase({ poolSize: 12 });
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;

describe('concurrent appends (T1)', () => {
  it('lets exactly one of eight appends on the same expected version win', async () => {
    await appendThings(db(), 'race', 0, [0]);
    const attempts = Array.from({ length: 8 }, (_, i) =>
      db().transaction().execute((trx) => appendThings(trx, 'race', 1, [i + 1])),
    );
    const settled = await Promise.allSettled(attempts);
    const won = settled.filter((s) => s.status === 'fulfilled');
    const lost = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(7);
    for (const reason of lost) expect(reason).toBeInstanceOf(ConcurrencyError);
    const read = await readStream(db(), 'thing:race');
    expect(read.version).toBe(2);
    expect(read.events.map((e) => e.streamPosition)).toEqual([1, 2]);
  });

  it('lets only one of two creators of the same new stream win, the other waiting on the first', async () => {
    const first = await db().startTransaction().execute();
    const second = await db().startTransaction().execute();
    try {
      await appendThings(first, 'born', 0, [1]);
      const secondPid = await backendPid(second);
      const secondAttempt = appendThings(second, 'born', 0, [2]).then(
        () => 'appended',
        (error: unknown) => error,
      );
      await waitUntilBlocked(db(), secondPid);
      await first.commit().execute();
      expect(await secondAttempt).toBeInstanceOf(ConcurrencyError);
    } finally {
      await second.rollback().execute();
    }
    const read = await readStream(db(), 'thing:born');
    expect(read.events.map((e) => e.data.n)).toEqual([1]);
  });

  it('keeps a multi-stream append all or nothing when another session wins the second stream', async () => {
    const rival = await db().startTransaction().execute();
    await appendThings(rival, 'multi-2', 0, [9]);
    const ours = db().transaction().execute(async (trx) => {
      const pid = await backendPid(trx);
      const attempt = appendToStreams(trx, [
        { ...thingStream('multi-1'), expectedVersion: 0, events: [noted(1)] },
        { ...thingStream('multi-2'), expectedVersion: 0, events: [noted(2)] },
      ]).then(() => undefined, (error: unknown) => error);
      await waitUntilBlocked(db(), pid);
      await rival.commit().execute();
      const error = await attempt;
      if (error) throw error; // rolls our transaction back, as the command pipeline would
    });
    await expect(ours).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await streamVersion(db(), 'thing:multi-1')).toBeUndefined();
    expect(await countEvents(db(), 'thing:multi-1')).toBe(0);
    expect((await readStream(db(), 'thing:multi-2')).events.map((e) => e.data.n)).toEqual([9]);
  });

  it('never loses or duplicates a version when many writers retry on conflicts', async () => {
    await appendThings(db(), 'counter', 0, [0]);
    const writer = async (w: number) => {
      for (let done = 0; done < 5; ) {
        try {
          await db().transaction().execute(async (trx) => {
            const { version } = await readStream(trx, 'thing:counter');
            await appendThings(trx, 'counter', version, [w * 100 + done]);
          });
          done += 1;
        } catch (error) {
          if (!(error instanceof ConcurrencyError)) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, w) => writer(w)));
    await sequencePending(db());
    const read = await readStream(db(), 'thing:counter');
    expect(read.version).toBe(31);
    expect(read.events.map((e) => e.streamPosition)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    const positions = read.events.map((e) => e.globalPosition);
    expect(new Set(positions).size).toBe(31);
    expect(positions.toSorted((a, b) => a - b)).toEqual(positions);
  });
});
