import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { rebuildProjections } from '../../projections/rebuild';
import { inlineProjectors } from '../../services/features';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { copyInlineTables, diffWithCopies } from './support/table-snapshots';
import { builtVersions, oldVersionRows, reportsCaughtUp, startInstance, studioOfAnOlderVersion, NEVER_BUILT } from './support/upgrade-start';

// Two instances of the new version start at once on a database an older one left: one rebuilds, the other waits
// for the rebuild's lock, then finds every version built and does nothing.
let tdb: TestDatabase;
let other: DatabaseHandle;
beforeAll(async () => {
  tdb = await createTestDatabase();
  other = await openDatabase({ databaseUrl: tdb.url, dataDir: '' });
});
afterAll(async () => {
  await other?.close();
  await tdb?.close();
});
const db = () => tdb.handle.db;

it('rebuilds a new projector version once when two instances start together', async () => {
  await studioOfAnOlderVersion(db(), 'two');

  const [a, b] = await Promise.all([startInstance(tdb.handle), startInstance(other)]);
  const reports = await Promise.all([a.upgraded, b.upgraded]);
  await reportsCaughtUp(db());
  await Promise.all([a.stop(), b.stop()]);

  const done = reports.filter((r) => r !== undefined);
  expect(done.map((r) => [r.rebuilt, r.processorsReset])).toEqual([[NEVER_BUILT, ['reports@v8']]]);
  expect(await oldVersionRows(db())).toEqual({ moves: 0, lines: 0 });
  expect(await builtVersions(db())).toEqual(expect.arrayContaining([...NEVER_BUILT, 'reports@v8']));
  await copyInlineTables(db());
  await rebuildProjections(db(), { projectors: inlineProjectors() });
  expect(Object.entries(await diffWithCopies(db())).filter(([, d]) => d.missing + d.extra > 0)).toEqual([]);
});
