import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAsyncProcessors, type RunningProcessors } from '../../projections/runner/async-runner';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { appendThings } from '../events/support/thing-events';
import { createAppliedTable, quietErrors, recordingProcessor } from './support/recording-processor';

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
