import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/framework/event';
import { appendToStreams } from '../../events/store/append';
import { startSequencer, wakeSequencer, type RunningSequencer } from '../../events/store/sequencer';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { noteThing } from './support/note-thing.command';
import { noted, thingStream, withPositions } from './support/thing-events';

// The running sequencer: woken in-process right after a local command commits, polling (as the leader) for
// whatever committed without waking it.
let tdb: TestDatabase;
let sequencer: RunningSequencer | undefined;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await sequencer?.stop();
  await tdb?.close();
});
const db = () => tdb.handle.db;

async function positionsWithin(events: readonly RecordedEvent[], timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const positions = (await withPositions(db(), events)).map((e) => e.globalPosition);
    if (positions.every((p) => p > 0) || Date.now() > deadline) return positions;
    await new Promise((r) => setTimeout(r, 10));
  }
}

it('sequences a command\'s events right after it commits, woken by the command pipeline, not by a poll', async () => {
  // Polls so rare that only the wake can explain a prompt position.
  sequencer = startSequencer(tdb.handle, { busyPollMs: 60_000, idlePollMs: 60_000 });
  const first = await noteThing(db(), { id: 'woken', n: 1 });
  expect(await positionsWithin(first.events, 5000)).toEqual([expect.any(Number)]);
  const second = await noteThing(db(), { id: 'woken', n: 2 });
  const [p1, p2] = [...(await positionsWithin(first.events, 0)), ...(await positionsWithin(second.events, 5000))];
  expect(p2).toBe(p1! + 1);
  await sequencer.stop();
  sequencer = undefined;
});

it('picks up, by polling, events committed by something that never woke it', async () => {
  sequencer = startSequencer(tdb.handle, { busyPollMs: 2, idlePollMs: 20 });
  const events = await appendToStreams(db(), [{ ...thingStream('unannounced'), expectedVersion: 0, events: [noted(1), noted(2)] }]);
  const positions = await positionsWithin(events, 5000);
  expect(positions[0]).toBeGreaterThan(0);
  expect(positions[1]).toBe(positions[0]! + 1);
});

it('gathers a bigger batch while commits keep coming, and numbers them together', async () => {
  await sequencer?.stop();
  // Busy for a minute after any batch here; the gather is long enough for a loaded machine.
  sequencer = startSequencer(tdb.handle, { busyPollMs: 60_000, idlePollMs: 60_000, busyWindowMs: 60_000, busyGatherMs: 1500 });
  const busy = await appendToStreams(db(), [{ ...thingStream('burst'), expectedVersion: 0, events: [noted(0), noted(1)] }]);
  wakeSequencer(db());
  expect((await positionsWithin(busy, 5000)).every((p) => p > 0)).toBe(true);
  const before = sequencer.stats().batches;
  const burst = [];
  for (let n = 2; n <= 4; n++) burst.push(...(await noteThing(db(), { id: 'burst', n })).events);
  const positions = await positionsWithin(burst, 5000);
  expect(positions.every((p) => p > 0)).toBe(true);
  // One sequencing transaction for the three commits, woken three times.
  expect(sequencer.stats().batches - before).toBe(1);
  await sequencer.stop();
  sequencer = undefined;
});
