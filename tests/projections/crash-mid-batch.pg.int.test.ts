import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAsyncProcessors } from '../../projections/runner/async-runner';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { appendThings } from '../events/support/thing-events';
import { appliedPositions, appliedRunners, checkpointOf, createAppliedTable, quietErrors, recordingProcessor } from './support/recording-processor';

// T8: a projector process SIGKILLed between apply and COMMIT leaves nothing half-applied; a restart resumes.
let tdb: TestDatabase;
let child: ChildProcess | undefined;
beforeAll(async () => {
  tdb = await createTestDatabase();
  await createAppliedTable(tdb.handle.db);
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await tdb?.close();
});
const db = () => tdb.handle.db;

function startChild(): Promise<ChildProcess> {
  const script = fileURLToPath(new URL('./support/crash-runner.child.ts', import.meta.url));
  const proc = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, CRASH_DB_URL: tdb.url }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the child never reached its first batch')), 20_000);
    proc.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('applied-uncommitted')) {
        clearTimeout(timer);
        resolve(proc);
      }
    });
    proc.on('exit', (code) => reject(new Error(`child exited early with ${code}`)));
  });
}

it('rolls back the batch of a killed process and applies it exactly once after restart', async () => {
  const events = await appendThings(db(), 'crash', 0, [1, 2, 3, 4]);
  child = await startChild(); // events 1 and 2 written, 3 written, then hanging before COMMIT
  const exited = new Promise((resolve) => child!.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;

  expect(await appliedPositions(db(), 'crash@v1')).toEqual([]);
  expect(await checkpointOf(db(), 'crash@v1')).toMatchObject({ position: '0' });

  const restarted = await startAsyncProcessors(tdb.handle, [recordingProcessor('crash@v1', { runner: 'restart' })], {
    pollMs: 100,
    leaderRetryMs: 200,
    onError: quietErrors,
  });
  try {
    await restarted.waitFor(events.at(-1)!.globalPosition, { timeoutMs: 15_000 });
  } finally {
    await restarted.stop();
  }
  expect(await appliedPositions(db(), 'crash@v1')).toEqual(events.map((e) => e.globalPosition));
  expect(await appliedRunners(db(), 'crash@v1')).toEqual({ restart: 4 });
});
