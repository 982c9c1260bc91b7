import { afterAll, beforeAll, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { rebuildProjections } from '../../projections/rebuild';
import { reportsProjector } from '../../projections/reports/reports.projector';
import { startAsyncProcessors } from '../../projections/runner/async-runner';
import { inlineProjectors } from '../../services/features';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { snapshotReports } from './support/reports-run';
import { copyInlineTables, diffWithCopies } from './support/table-snapshots';
import { builtVersions, oldVersionRows, reportsCaughtUp, startInstance, studioOfAnOlderVersion, NEVER_BUILT } from './support/upgrade-start';

// A studio that ran an older member-packages and reports (every feature's commands, a moved class among them), then
// starts the version that bumped them: the start alone must leave the read tables a fresh replay leaves.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;

it('rebuilds at start the projector versions this database never built, inline and async, to what a replay builds', async () => {
  await studioOfAnOlderVersion(db(), 'upgrade');
  const old = await oldVersionRows(db());
  expect(old.moves).toBe(1);
  expect(old.lines).toBeGreaterThan(0);
  expect(await builtVersions(db())).not.toContain('member-packages@v2');

  const instance = await startInstance(tdb.handle);
  const report = await instance.upgraded;
  await reportsCaughtUp(db());
  await instance.stop();

  expect(report?.rebuilt).toEqual(NEVER_BUILT);
  expect(report?.processorsReset).toEqual(['reports@v8']);
  expect(await oldVersionRows(db())).toEqual({ moves: 0, lines: 0 });
  expect(await builtVersions(db())).toEqual(expect.arrayContaining([...NEVER_BUILT, 'reports@v8']));

  // The fresh replay to compare with: every inline table rebuilt from 0, the reports folded from 0 again.
  await copyInlineTables(db());
  const reports = await snapshotReports(db());
  const processor = reportsProjector({ tz: instance.config.studioTz });
  await rebuildProjections(db(), { projectors: inlineProjectors(), asyncProcessors: [processor] });
  const runner = await startAsyncProcessors(tdb.handle, [processor], { pollMs: 50 });
  await runner.waitFor((await sequencePending(db())).head);
  await runner.stop();
  expect(Object.entries(await diffWithCopies(db())).filter(([, d]) => d.missing + d.extra > 0)).toEqual([]);
  expect(await snapshotReports(db())).toEqual(reports);
});

it('starts again without rebuilding once every version is built', async () => {
  const instance = await startInstance(tdb.handle);
  expect(await instance.upgraded).toBeUndefined();
  await instance.stop();
});
