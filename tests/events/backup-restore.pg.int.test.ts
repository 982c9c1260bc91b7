import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { headPosition, readAll } from '../../events/store/read';
import { startAsyncProcessors } from '../../projections/runner/async-runner';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { admin } from '../support/empty-database';
import {
  appliedPositions,
  checkpointOf,
  createAppliedTable,
  quietErrors,
  recordingProcessor,
} from '../projections/support/recording-processor';
import { sequencePending } from '../../events/store/sequencer';
import { appendToStreams } from '../../events/store/append';
import { appendThings, noted, thingStream, withPositions } from './support/thing-events';

// T20 (EVENT-STORE.md §8): pg_dump → restore → keep appending → projectors continue without skips.
//
// It holds by design: a global position is a plain bigint column, given out by the sequencer from a one-row
// head counter (es_sequencer_head) that pg_dump saves like any row; events committed but not sequenced yet
// are dumped with no position and get the next ones after the restore. A processor's checkpoint is that
// same position and lives in projection_checkpoints, committed in one transaction with its read-model
// rows, so the dump holds both or neither. No reader compares transaction ids (es_events.tx_id is kept
// for diagnosis only): a restored cluster's xid counter starts somewhere else, so checkpoints of an
// xid-ordered log (the xid strategy) would point at the wrong events after the move.
// We restore into a second database on the same server (no second cluster here); pg_dump/pg_restore
// carry nothing cluster-specific for these tables, so the result is the same.
const execFileAsync = promisify(execFile);
const PG_DUMP = '/usr/bin/pg_dump';
const PG_RESTORE = '/usr/bin/pg_restore';

let source: TestDatabase;
let restored: DatabaseHandle | undefined;
let restoredName: string | undefined;
let workDir: string | undefined;
beforeAll(async () => {
  source = await createTestDatabase();
  await createAppliedTable(source.handle.db);
});
afterAll(async () => {
  await restored?.close();
  if (restoredName) await admin(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
  if (workDir) await rm(workDir, { recursive: true, force: true });
  await source?.close();
});


function urlOfDatabase(name: string): string {
  const u = new URL(inject('pgAdminUrl'));
  u.pathname = `/${name}`;
  return u.toString();
}

async function allPositions(db: Kysely<any>): Promise<number[]> {
  const { rows } = await sql<{ p: number }>`
    SELECT global_position AS p FROM es_events WHERE global_position IS NOT NULL ORDER BY global_position`.execute(db);
  return rows.map((r) => Number(r.p));
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

it('continues positions and processor checkpoints after pg_dump and pg_restore into a new database', async () => {
  const src = source.handle.db;
  // Applied by the processor before the dump.
  for (let s = 0; s < 4; s++) await appendThings(src, `pre-${s}`, 0, [1, 2, 3]);
  const processed = await headPosition(src);
  const before = await startAsyncProcessors(source.handle, [recordingProcessor('counted@v1')], { pollMs: 100, onError: quietErrors });
  await before.waitFor(processed);
  await before.stop();
  expect((await checkpointOf(src, 'counted@v1'))?.position).toBe(String(processed));
  // Appended after the processor stopped: in the dump, not applied yet.
  await appendThings(src, 'pre-0', 3, [4, 5]);
  await appendThings(src, 'unapplied', 0, [6]);
  const dumpedPositions = await allPositions(src);
  const dumpedHead = dumpedPositions.at(-1)!;
  expect(dumpedPositions).toEqual(range(dumpedPositions[0]!, dumpedHead)); // no rollbacks: no gaps to start with
  expect(dumpedHead).toBe(processed + 3);
  // Committed while the sequencer had not run yet: dumped without a position.
  const unsequenced = await appendToStreams(src, [{ ...thingStream('unsequenced'), expectedVersion: 0, events: [noted(12)] }]);

  workDir = await mkdtemp(path.join(tmpdir(), 'pulso-backup-'));
  const dumpFile = path.join(workDir, 'pulso.dump');
  await execFileAsync(PG_DUMP, ['-Fc', '-f', dumpFile, source.url!]);

  restoredName = `t_${randomUUID().replaceAll('-', '')}`;
  await admin(`CREATE DATABASE ${restoredName}`);
  const restoredUrl = urlOfDatabase(restoredName);
  await execFileAsync(PG_RESTORE, ['--exit-on-error', '--no-owner', '-d', restoredUrl, dumpFile]);

  restored = await openDatabase({ databaseUrl: restoredUrl, dataDir: '' });
  const db = restored.db;
  await migrateToLatest(db); // what the server does at start: the restored schema is already current
  expect(await allPositions(db)).toEqual(dumpedPositions);
  expect((await checkpointOf(db, 'counted@v1'))?.position).toBe(String(processed));
  expect(await appliedPositions(db, 'counted@v1')).toEqual(range(dumpedPositions[0]!, processed));

  // The restored sequencer continues right after the restored head: the event dumped without a position
  // first, then new appends. No gap, no duplicate.
  await sequencePending(db);
  expect((await withPositions(db, unsequenced))[0]!.globalPosition).toBe(dumpedHead + 1);
  const one = await appendThings(db, 'post', 0, [7]);
  const many = await appendThings(db, 'pre-1', 3, [8, 9, 10]);
  const multi = await appendThings(db, 'pre-0', 5, [11]);
  const newPositions = [...one, ...many, ...multi].map((e) => e.globalPosition);
  expect(newPositions).toEqual(range(dumpedHead + 2, dumpedHead + 6));
  const everything = await allPositions(db);
  expect(everything).toEqual(range(dumpedPositions[0]!, dumpedHead + 6));
  const read = await readAll(db, { after: 0, limit: 1000 });
  expect(read.map((e) => e.globalPosition)).toEqual(everything);
  expect(new Set(read.map((e) => e.eventId)).size).toBe(read.length);
  expect(read.filter((e) => e.streamId === 'thing:pre-0').map((e) => e.streamPosition)).toEqual([1, 2, 3, 4, 5, 6]);

  // The processor resumes from its restored checkpoint: it applies exactly the events after it, once each.
  const processor = recordingProcessor('counted@v1');
  const after = await startAsyncProcessors(restored, [processor], { pollMs: 100, onError: quietErrors });
  try {
    await after.waitFor(dumpedHead + 6, { timeoutMs: 5000 });
  } finally {
    await after.stop();
  }
  expect(processor.batches.flat()).toEqual(range(processed + 1, dumpedHead + 6));
  expect(await appliedPositions(db, 'counted@v1')).toEqual(everything);
  expect(await checkpointOf(db, 'counted@v1')).toMatchObject({ position: String(dumpedHead + 6), status: 'live' });

  // The source was only read by pg_dump: it is untouched.
  expect(await allPositions(src)).toEqual(dumpedPositions);
});
