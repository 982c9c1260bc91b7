import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../../db/database';
import { readAll } from '../../../events/store/read';
import { sequencePending } from '../../../events/store/sequencer';
import { rebuildProjections } from '../../../projections/rebuild';
import { reportsProjector, reportTables } from '../../../projections/reports/reports.projector';
import { startAsyncProcessors, type RunningProcessors } from '../../../projections/runner/async-runner';
import { inlineProjectors } from '../../../services/features';
import type { TestApp } from '../../support/test-app';

/**
 * The scripted report tests' common ground: the reports projector on the async runner of a test app, and the two
 * checks each makes after its script (every event delivered again changes nothing; a rebuild from 0 replays it).
 */
export const reportsOf = (t: TestApp) => reportsProjector({ tz: t.config.studioTz });

export const startReports = (t: TestApp): Promise<RunningProcessors> => startAsyncProcessors(t.db.handle, [reportsOf(t)], { pollMs: 50 });

/** Resolves once the reports folded everything committed so far. */
export const settleReports = async (t: TestApp, runner: RunningProcessors) => runner.waitFor((await sequencePending(t.db.handle.db)).head);

export async function snapshotReports(db: Db) {
  const out: Record<string, unknown[]> = {};
  for (const table of reportTables) out[table] = (await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(db)).rows;
  return out;
}

export async function expectRedeliveryChangesNothing(t: TestApp) {
  const db = t.db.handle.db;
  const before = await snapshotReports(db);
  const events = await readAll(db, { after: 0, limit: 10_000 });
  await db.transaction().execute((trx) => reportsOf(t).handle(trx, events));
  expect(await snapshotReports(db)).toEqual(before);
}

/** Rebuilds every projection from 0 and waits for the reports to catch up again; answers the rebuild's report. */
export async function rebuildReports(t: TestApp, runner: RunningProcessors) {
  const report = await rebuildProjections(t.db.handle.db, { projectors: inlineProjectors(), asyncProcessors: [reportsOf(t)] });
  await settleReports(t, runner);
  return report;
}
