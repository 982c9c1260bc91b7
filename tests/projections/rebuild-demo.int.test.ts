import { afterAll, beforeAll, expect, it } from 'vitest';
import { rebuildProjections } from '../../projections/rebuild';
import { demoSeeders, inlineProjectors } from '../../services/features';
import { seedDemoStudio } from '../../services/demo/seed';
import { fixedClock } from '../../domain/time/clock';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { copyInlineTables, diffWithCopies, snapshotInlineTables } from './support/table-snapshots';

// T10 over every feature at once: the demo studio is built by ordinary commands of all features.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
  const config = { seedDemo: true, studioTz: 'America/Argentina/Buenos_Aires' };
  await seedDemoStudio({ db: tdb.handle.db, config, clock: fixedClock('2026-11-16T09:00:00-03:00'), seeders: demoSeeders() });
});
afterAll(() => tdb?.close());

it('rebuilds every inline table of the seeded demo studio exactly as the commands left it', async () => {
  const db = tdb.handle.db;
  const live = await snapshotInlineTables(db);
  const filled = Object.entries(live).filter(([, rows]) => rows.length > 0).map(([table]) => table);
  expect(filled.length).toBeGreaterThan(2);
  await copyInlineTables(db);
  const report = await rebuildProjections(db, { projectors: inlineProjectors() });
  expect(report.events).toBeGreaterThan(0);
  expect(await diffWithCopies(db)).toEqual(Object.fromEntries(Object.keys(live).map((t) => [t, { missing: 0, extra: 0 }])));
  expect(await snapshotInlineTables(db)).toEqual(live);
});
