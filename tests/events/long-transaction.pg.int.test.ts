import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { headPosition, readAll } from '../../events/store/read';
import { startSequencer, type RunningSequencer } from '../../events/store/sequencer';
import { startAsyncProcessors, type RunningProcessors } from '../../projections/runner/async-runner';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { appliedPositions, createAppliedTable, quietErrors, recordingProcessor } from '../projections/support/recording-processor';
import { appendThings, withPositions } from './support/thing-events';

// T5 (EVENT-STORE.md §8): a long or idle transaction does not stall projections.
//
// Why this holds for our design: the sequencer gives positions only to committed events, a whole batch per
// transaction after the previous batch committed, so every position a reader can see has all lower positions
// visible too. Readers therefore only need `WHERE global_position > checkpoint`; nothing compares event
// transaction ids with a snapshot's xmin. An unrelated transaction that holds an xid (and so pins the xmin of
// every snapshot taken after it) changes nothing for them. A store that ordered the log by transaction id and
// read only below `pg_snapshot_xmin(pg_current_snapshot())` would wait for it to end; the test checks that
// such a reader would indeed be stuck, so it does not pass by accident.
//
// Not even a transaction that appended and stays open stalls anyone: there is no global append lock, and
// the sequencer skips its uncommitted events; they get the next positions whenever it commits.
let tdb: TestDatabase;
let runner: RunningProcessors | undefined;
let lateRunner: RunningProcessors | undefined;
let blocker: pg.Client | undefined;
let sequencer: RunningSequencer | undefined;
beforeAll(async () => {
  tdb = await createTestDatabase();
  sequencer = startSequencer(tdb.handle, { idlePollMs: 20 });
  await createAppliedTable(tdb.handle.db);
  await sql`CREATE TABLE scratch (id serial PRIMARY KEY, note text)`.execute(tdb.handle.db);
});
afterAll(async () => {
  await runner?.stop();
  await lateRunner?.stop();
  await sequencer?.stop();
  await blocker?.query('ROLLBACK').catch(() => undefined);
  await blocker?.end();
  await tdb?.close();
});
const db = () => tdb.handle.db;

async function sessionOf(pid: number) {
  const { rows } = await sql<{ state: string; xid: string | null; xmin: string | null }>`
    SELECT state, backend_xid::text AS xid, backend_xmin::text AS xmin FROM pg_stat_activity WHERE pid = ${pid}`.execute(db());
  return rows[0];
}

it('appends, reads and projects past a transaction that stays open and idle', async () => {
  const [before] = await appendThings(db(), 'before', 0, [1]);
  runner = await startAsyncProcessors(tdb.handle, [recordingProcessor('live@v1')], { pollMs: 100, onError: quietErrors });
  await runner.waitFor(before!.globalPosition);

  // The other actor: an explicit session with an open write transaction that then sits idle.
  blocker = new pg.Client({ connectionString: tdb.url });
  await blocker.connect();
  await blocker.query('BEGIN');
  await blocker.query(`INSERT INTO scratch (note) VALUES ('held open')`);
  const { rows: [{ pid: blockerPid, xid: blockerXid }] } = await blocker.query<{ pid: number; xid: string }>(
    'SELECT pg_backend_pid() AS pid, pg_current_xact_id()::text AS xid',
  );
  const held = await sessionOf(blockerPid);
  expect(held?.state).toBe('idle in transaction');
  expect(held?.xid).not.toBeNull(); // it has a transaction id, older than every event appended below

  const appended = [
    ...(await appendThings(db(), 'during', 0, [1, 2, 3])),
    ...(await appendThings(db(), 'during', 3, [4])),
    ...(await appendThings(db(), 'other', 0, [5])),
  ];
  const positions = appended.map((e) => e.globalPosition);
  const last = positions.at(-1)!;
  expect(positions).toEqual(Array.from({ length: 5 }, (_, i) => before!.globalPosition + 1 + i));

  // The normal read path sees them all, in order, at once.
  const read = await readAll(db(), { after: before!.globalPosition });
  expect(read.map((e) => e.globalPosition)).toEqual(positions);
  expect(read.map((e) => e.data.n)).toEqual([1, 2, 3, 4, 5]);

  // The running processor reaches the head and applied each event exactly once...
  await runner.waitFor(last, { timeoutMs: 5000 });
  expect(await appliedPositions(db(), 'live@v1')).toEqual([before!.globalPosition, ...positions]);
  // ...and so does one that starts from zero while the transaction is still open.
  lateRunner = await startAsyncProcessors(tdb.handle, [recordingProcessor('late@v1')], { pollMs: 100, onError: quietErrors });
  await lateRunner.waitFor(last, { timeoutMs: 5000 });
  expect(await appliedPositions(db(), 'late@v1')).toEqual([before!.globalPosition, ...positions]);

  // All of that happened with the other transaction still open, and an xmin-based reader would be stuck.
  const stillHeld = await sessionOf(blockerPid);
  expect(stillHeld?.state).toBe('idle in transaction');
  expect(stillHeld?.xid).toBe(held?.xid);
  const { rows: [xmin] } = await sql<{ blocked: boolean; visible: number }>`
    SELECT pg_snapshot_xmin(pg_current_snapshot()) <= ${blockerXid}::xid8 AS blocked,
           count(*) FILTER (WHERE tx_id < pg_snapshot_xmin(pg_current_snapshot()))::int AS visible
    FROM es_events WHERE global_position > ${before!.globalPosition}`.execute(db());
  expect(xmin).toEqual({ blocked: true, visible: 0 });

  await blocker.query('ROLLBACK');
  expect(await headPosition(db())).toBe(last);
  const { rows: [scratch] } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM scratch`.execute(db());
  expect(scratch!.n).toBe(0);
});

it('commits, sequences and projects past a transaction that appended and stays open, then applies it too', async () => {
  const held = await db().startTransaction().execute();
  const heldEvents = await appendThings(held, 'held', 0, [1]); // uncommitted: no position, locks only its stream
  const passed = [...(await appendThings(db(), 'passes', 0, [2])), ...(await appendThings(db(), 'passes', 1, [3]))];
  await runner!.waitFor(passed.at(-1)!.globalPosition, { timeoutMs: 5000 });
  const applied = await appliedPositions(db(), 'live@v1');
  expect(applied.slice(-2)).toEqual(passed.map((e) => e.globalPosition));

  await held.commit().execute();
  sequencer!.wake(); // as runCommand does right after a commit
  const deadline = Date.now() + 5000;
  let [late] = await withPositions(db(), heldEvents);
  while (late!.globalPosition === 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 10));
    [late] = await withPositions(db(), heldEvents);
  }
  expect(late!.globalPosition).toBe(passed.at(-1)!.globalPosition + 1); // after what passed it: not skipped
  await runner!.waitFor(late!.globalPosition, { timeoutMs: 5000 });
  expect((await appliedPositions(db(), 'live@v1')).slice(-3)).toEqual([...passed, late!].map((e) => e.globalPosition));
});
