import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { startAsyncProcessors, type RunningProcessors } from '../../projections/runner/async-runner';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { appendThings } from '../events/support/thing-events';
import { appliedPositions, appliedRunners, createAppliedTable, quietErrors, recordingProcessor } from './support/recording-processor';

// T9: two instances run the same processor; only the advisory-lock holder applies batches.
let tdb: TestDatabase;
let other: DatabaseHandle;
const running: RunningProcessors[] = [];
beforeAll(async () => {
  tdb = await createTestDatabase();
  other = await openDatabase({ databaseUrl: tdb.url, dataDir: '' });
  await createAppliedTable(tdb.handle.db);
});
afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
  await other?.close();
  await tdb?.close();
});
const db = () => tdb.handle.db;
const opts = { pollMs: 100, leaderRetryMs: 300, onError: quietErrors };

async function lockHolders(): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    SELECT pid FROM pg_locks
    WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(db());
  return rows.map((r) => r.pid);
}

it('lets one instance apply batches and hands over, without double applies, when its lock connection dies', async () => {
  const a = await startAsyncProcessors(tdb.handle, [recordingProcessor('leader@v1', { runner: 'A' })], opts);
  running.push(a);
  const first = await appendThings(db(), 'lead', 0, [1, 2]);
  await a.waitFor(first.at(-1)!.globalPosition);
  const b = await startAsyncProcessors(other, [recordingProcessor('leader@v1', { runner: 'B' })], opts);
  running.push(b);

  const second = await appendThings(db(), 'lead', 2, [3, 4, 5]);
  await b.waitFor(second.at(-1)!.globalPosition);
  await new Promise((r) => setTimeout(r, 3 * opts.leaderRetryMs)); // B had time to try, and must have failed
  expect(await appliedRunners(db(), 'leader@v1')).toEqual({ A: 5 });

  const [leaderPid, ...more] = await lockHolders();
  expect(more).toEqual([]);
  await sql`SELECT pg_terminate_backend(${leaderPid}::int, 5000)`.execute(db());

  const started = Date.now();
  const third = await appendThings(db(), 'lead', 5, [6, 7, 8]);
  await b.waitFor(third.at(-1)!.globalPosition, { timeoutMs: 10_000 });
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(await appliedRunners(db(), 'leader@v1')).toEqual({ A: 5, B: 3 });
  const positions = await appliedPositions(db(), 'leader@v1');
  expect(positions).toEqual([...first, ...second, ...third].map((e) => e.globalPosition));
  expect(await lockHolders()).toHaveLength(1);
});
