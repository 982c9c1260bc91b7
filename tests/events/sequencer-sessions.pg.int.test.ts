import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/framework/event';
import { appendToStreams } from '../../events/store/append';
import { startSequencer, type RunningSequencer } from '../../events/store/sequencer';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { createTestDatabase, withAppProjections, type TestDatabase } from '../support/test-database';
import { noteThing } from './support/note-thing.command';
import { noted, thingStream, withPositions } from './support/thing-events';

// Two app instances on one PostgreSQL: one leads the polling, each sequences after its own commits, and
// losing every session (a restart, pg_terminate_backend) only pauses them.
let tdb: TestDatabase;
let other: DatabaseHandle;
const running: RunningSequencer[] = [];
beforeAll(async () => {
  tdb = await createTestDatabase();
  other = withAppProjections(await openDatabase({ databaseUrl: tdb.url!, dataDir: '' }));
});
afterAll(async () => {
  for (const s of running) await s.stop();
  await other?.close();
  await tdb?.close();
});
const db = () => tdb.handle.db;

async function leaders(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_locks
    WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(db());
  return rows[0]!.n;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const sequenced = async (events: readonly RecordedEvent[]) => (await withPositions(db(), events)).every((e) => e.globalPosition > 0);

it('has one leader, and a follower still sequences its own commands right after they commit', async () => {
  const slow = { busyPollMs: 60_000, idlePollMs: 60_000, leaderRetryMs: 60_000 };
  const first = startSequencer(tdb.handle, slow);
  running.push(first);
  await until(async () => (await leaders()) === 1, 'a leader');
  const second = startSequencer(other, slow);
  running.push(second);
  await new Promise((r) => setTimeout(r, 200));
  expect(await leaders()).toBe(1);

  const before = second.stats().events;
  const outcome = await noteThing(other.db, { id: 'follower', n: 1 }); // commits through the second instance
  await until(() => sequenced(outcome.events), 'the follower to sequence its command');
  expect(second.stats().events).toBe(before + 1);
  for (const s of running.splice(0)) await s.stop();
  expect(await leaders()).toBe(0);
});

it('comes back by itself after every session of the instance is killed', async () => {
  const sequencer = startSequencer(tdb.handle, { busyPollMs: 2, idlePollMs: 20, leaderRetryMs: 100 });
  running.push(sequencer);
  await until(async () => (await leaders()) === 1, 'a leader');
  const { rows } = await sql<{ n: number }>`
    SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(db());
  expect(rows[0]!.n).toBeGreaterThan(0);
  await until(async () => (await leaders()) === 0, 'the lock to go with its session');
  // Committed by something that never wakes the sequencer: only the re-elected leader's polling finds it.
  const events = await appendToStreams(db(), [{ ...thingStream('after-kill'), expectedVersion: 0, events: [noted(1)] }]);
  await until(() => sequenced(events), 'the sequencer to lead and poll again', 10_000);
  // Its lock connection may hear of the kill only after that poll (ProcessorLeader drops `held` on the connection's
  // error event), so the lock can be a moment away from being taken again: wait for it rather than look once.
  await until(async () => (await leaders()) === 1, 'the lock to be taken again');
});
