import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headPosition } from '../../events/store/read';
import { startAsyncProcessors } from '../../projections/runner/async-runner';
import { resumeFailed } from '../../projections/runner/checkpoints';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { appendThings } from '../events/support/thing-events';
import { appendToStreams } from '../../events/store/append';
import { sequencePending } from '../../events/store/sequencer';
import { appliedPositions, checkpointOf, createAppliedTable, quietErrors, recordingProcessor } from './support/recording-processor';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
  await createAppliedTable(tdb.handle.db);
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;
const fast = { pollMs: 100, leaderRetryMs: 200, onError: quietErrors };

describe('startAsyncProcessors', () => {
  it('applies every event once, in order, whether appended before or after the start', async () => {
    const before = await appendThings(db(), 'order', 0, [1, 2, 3]);
    const runner = await startAsyncProcessors(tdb.handle, [recordingProcessor('order@v1')], { ...fast, batchSize: 2 });
    try {
      const after = await appendThings(db(), 'order', 3, [4, 5]);
      await runner.waitFor(after.at(-1)!.globalPosition);
      const expected = [...before, ...after].map((e) => e.globalPosition);
      expect(await appliedPositions(db(), 'order@v1')).toEqual(expected);
      expect(await checkpointOf(db(), 'order@v1')).toMatchObject({ position: String(await headPosition(db())), status: 'live' });
    } finally {
      await runner.stop();
    }
  });

  it('hands a processor only the types it handles, while its checkpoint moves past the rest', async () => {
    await appendToStreams(db(), [{ streamId: 'other:1', streamType: 'other', expectedVersion: 0, events: [{ type: 'ThingNoted', data: { n: 9 } }] }]);
    await sequencePending(db());
    const picky = recordingProcessor('picky@v1', { handles: ['NeverHappens'] });
    const runner = await startAsyncProcessors(tdb.handle, [picky], fast);
    try {
      await runner.waitFor(await headPosition(db()));
      expect(await appliedPositions(db(), 'picky@v1')).toEqual([]);
      expect(picky.batches).toEqual([]);
    } finally {
      await runner.stop();
    }
  });

  it('resumes from its checkpoint after a restart, without re-applying anything', async () => {
    const first = await startAsyncProcessors(tdb.handle, [recordingProcessor('resume@v1')], fast);
    await first.waitFor(await headPosition(db()));
    await first.stop();
    const appliedBefore = await appliedPositions(db(), 'resume@v1');
    const later = await appendThings(db(), 'resume', 0, [1, 2]);
    const second = recordingProcessor('resume@v1');
    const runner = await startAsyncProcessors(tdb.handle, [second], fast);
    try {
      await runner.waitFor(later.at(-1)!.globalPosition);
      expect(second.batches.flat()).toEqual(later.map((e) => e.globalPosition));
      expect(await appliedPositions(db(), 'resume@v1')).toEqual([...appliedBefore, ...later.map((e) => e.globalPosition)]);
    } finally {
      await runner.stop();
    }
  });

  it('retries a batch that crashed on a passing error from its checkpoint, applying it once', async () => {
    let crashes = 0;
    const flaky = recordingProcessor('flaky@v1', {
      onEvent: (event) => {
        if (event.streamId === 'thing:flaky' && event.data.n === 2 && crashes++ === 0) throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' });
      },
    });
    const events = await appendThings(db(), 'flaky', 0, [1, 2, 3]);
    const runner = await startAsyncProcessors(tdb.handle, [flaky], fast);
    try {
      await runner.waitFor(events.at(-1)!.globalPosition);
      const mine = (await appliedPositions(db(), 'flaky@v1')).filter((p) => p >= events[0]!.globalPosition);
      expect(mine).toEqual(events.map((e) => e.globalPosition));
      expect(crashes).toBe(2);
    } finally {
      await runner.stop();
    }
  });

  it('stops at a poison event, marks itself failed with the error, and never skips it', async () => {
    const events = await appendThings(db(), 'poison', 0, [1, 2, 3]);
    const poison = events[1]!;
    const failures: unknown[] = [];
    const broken = recordingProcessor('broken@v1', {
      onEvent: (event) => {
        if (event.globalPosition === poison.globalPosition) throw new Error('cannot fold n=2');
      },
    });
    const runner = await startAsyncProcessors(tdb.handle, [broken], { ...fast, onError: (_name, e) => failures.push(e) });
    try {
      await expect(runner.waitFor(events.at(-1)!.globalPosition)).rejects.toThrow(/broken@v1 failed.*cannot fold n=2/);
      const checkpoint = await checkpointOf(db(), 'broken@v1');
      expect(checkpoint).toMatchObject({ status: 'failed', position: String(poison.globalPosition - 1) });
      expect(checkpoint!.error).toMatchObject({ message: 'cannot fold n=2', position: poison.globalPosition, eventType: 'ThingNoted', streamId: 'thing:poison' });
      const applied = await appliedPositions(db(), 'broken@v1');
      expect(applied).toContain(events[0]!.globalPosition);
      expect(applied).not.toContain(poison.globalPosition);
      expect(applied).not.toContain(events[2]!.globalPosition);
      expect(failures).toHaveLength(1);
    } finally {
      await runner.stop();
    }
    // Once the bug is fixed and deployed, resuming goes on from the poison event itself.
    await resumeFailed(db(), 'broken@v1');
    const fixed = await startAsyncProcessors(tdb.handle, [recordingProcessor('broken@v1')], fast);
    try {
      await fixed.waitFor(events.at(-1)!.globalPosition);
      const applied = await appliedPositions(db(), 'broken@v1');
      expect(applied.filter((p) => p >= events[0]!.globalPosition)).toEqual(events.map((e) => e.globalPosition));
    } finally {
      await fixed.stop();
    }
  });
});
