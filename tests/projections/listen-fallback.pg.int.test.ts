import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAsyncProcessors, type RunningProcessors } from '../../projections/runner/async-runner';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { appendThings } from '../events/support/thing-events';
import { isConnectionLost } from '../../db/connection-errors';
import { appliedPositions, createAppliedTable, quietErrors, recordingProcessor } from './support/recording-processor';

// T16: NOTIFY only wakes the runner early; with the LISTEN connection gone, polling still delivers.
let tdb: TestDatabase;
let polling: RunningProcessors;
let notifiedOnly: RunningProcessors;
beforeAll(async () => {
  tdb = await createTestDatabase();
  await createAppliedTable(tdb.handle.db);
  polling = await startAsyncProcessors(tdb.handle, [recordingProcessor('polls@v1')], { pollMs: 300, onError: quietErrors });
  // Polls once a minute: within a test it only moves when a notification wakes it.
  notifiedOnly = await startAsyncProcessors(tdb.handle, [recordingProcessor('waits@v1')], { pollMs: 60_000, onError: quietErrors });
});
afterAll(async () => {
  await polling?.stop();
  await notifiedOnly?.stop();
  await tdb?.close();
});
const db = () => tdb.handle.db;

async function listenerPids(): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`.execute(db());
  return rows.map((r) => r.pid);
}

it('delivers through polling when the LISTEN connection is killed, and NOTIFY wakes again after it reconnects', async () => {
  const [woken] = await appendThings(db(), 'wake', 0, [1]);
  await notifiedOnly.waitFor(woken!.globalPosition, { timeoutMs: 3000 }); // proves the NOTIFY path works

  const [listener, ...others] = await listenerPids();
  expect(others).toEqual([]);
  await sql`SELECT pg_terminate_backend(${listener}::int, 5000)`.execute(db());
  const [missed] = await appendThings(db(), 'wake', 1, [2]);

  const started = Date.now();
  await polling.waitFor(missed!.globalPosition, { timeoutMs: 3000 });
  expect(Date.now() - started).toBeLessThan(3000);
  // The notification was lost: the runner that relies on it has not moved.
  await expect(notifiedOnly.waitFor(missed!.globalPosition, { timeoutMs: 1000 })).rejects.toThrow(/did not reach/);

  const deadline = Date.now() + 5000;
  while ((await listenerPids()).filter((pid) => pid !== listener).length === 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const [again] = await appendThings(db(), 'wake', 2, [3]);
  await notifiedOnly.waitFor(again!.globalPosition, { timeoutMs: 3000 });
});

/** The test's own writes may meet a pooled connection killed a moment ago; the processor is what is under test. */
async function despiteKilledConnections<T>(write: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await write();
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
    }
  }
}

it('keeps applying, once each, after every session it holds (lock, LISTEN, pool) is killed', async () => {
  // A short stand-aside, so losing the lock connection costs this test well under a second.
  const runner = await startAsyncProcessors(tdb.handle, [recordingProcessor('survives@v1')], { pollMs: 200, leaderRetryMs: 100, onError: quietErrors });
  try {
    const [before] = await appendThings(db(), 'survive', 0, [1]);
    await runner.waitFor(before!.globalPosition, { timeoutMs: 3000 });
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n
      FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(db());
    expect(rows[0]!.n).toBeGreaterThanOrEqual(2); // at least the leader's lock session and the LISTEN one
    const [after] = await despiteKilledConnections(() => appendThings(db(), 'survive', 1, [2]));
    await despiteKilledConnections(() => runner.waitFor(after!.globalPosition, { timeoutMs: 10_000 }));
    const applied = await appliedPositions(db(), 'survives@v1');
    expect(applied.filter((p) => p === before!.globalPosition || p === after!.globalPosition)).toEqual([before!.globalPosition, after!.globalPosition]);
  } finally {
    await runner.stop();
  }
});
