import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { vi } from 'vitest';
import type { DatabaseHandle } from '../../../db/database';
import { sequencePending } from '../../../events/store/sequencer';
import { REPORTS_PROCESSOR } from '../../../projections/reports/reports.projector';
import { readCheckpoints } from '../../../projections/runner/checkpoints';
import { buildApp } from '../../../services/app';
import { emptyStudio, foundation, runStudioCommand } from './studio-commands';
import { startBackgroundWork } from '../../../services/background';
import { loadConfig } from '../../../services/config';
import { testClock } from '../../support/test-clock';

/** The app as server.ts starts it (its background work, no HTTP port), on a database an older version left. */
export async function startInstance(database: DatabaseHandle) {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pulso-upgrade-')), WEB_DIST: '/nonexistent', SEED_DEMO: '0' });
  const app = await buildApp({ config, database, clock: testClock(), logger: false, authRateLimit: 10_000 });
  await app.ready();
  const background = await startBackgroundWork(app, { config, database });
  return {
    config,
    upgraded: background.projectionsUpgraded,
    async stop() {
      await background.stop();
      await app.close();
    },
  };
}

/**
 * The inline versions an older studio never built, in the order the start rebuilds them (the features' order):
 * member-packages@v2 (bumped), and the projectors newer than that studio, whose tables their migrations leave for the
 * start to fill from the log.
 */
export const NEVER_BUILT = [
  'account-links@v1',
  'member-phones@v1',
  'notice_channels@v1',
  'member-packages@v2',
  'queued-renewals@v1',
  'forgiven-late-cancels@v1',
  'booking-moves@v1',
  'makeup-settings@v1',
  'member-makeups@v1',
  'price-index@v1',
  'training-maxes@v1',
  'workout-block-results@v1',
  'class-boards@v1',
  'body-progress@v1',
  'reminder-settings@v1',
  'reminders-sent@v1',
  'calendar-feeds@v1',
  'health@v2',
  'billing-settings@v1',
  'monthly-accounts@v1',
  'bank-movements@v1',
  'pause-settings@v1',
  'member-pauses@v1',
  'pause-plan-limits@v1',
  'price-lists@v1',
  'trial-classes@v1',
  'trial-leads@v2',
  'trial-settings@v1',
];

/** Every feature's commands (a moved class among them), as an older version recorded and projected them. */
export async function studioOfAnOlderVersion(db: Kysely<any>, prefix: string): Promise<void> {
  const studio = emptyStudio(prefix);
  for (const c of foundation()) await runStudioCommand(db, studio, c);
  await sequencePending(db);
  await leaveOldVersionRows(db);
}

/**
 * What an older version of member-packages and of the reports left: rows a replay would not write (the ledger's
 * moves gone, a line of another shape, a day's bookings miscounted), and no row in projection_versions for the
 * versions the app now runs, as the migration leaves a database upgraded from before them.
 */
export async function leaveOldVersionRows(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM credit_ledger_moves`.execute(db);
  await sql`INSERT INTO credit_ledger_moves (booking_id, from_booking_id, reason) VALUES (999999, 999998, 'v1')`.execute(db);
  await sql`UPDATE credit_ledger SET reason = 'v1', delta = delta + 1`.execute(db);
  await sql`UPDATE report_days SET bookings = bookings + 7`.execute(db);
  await sql`DELETE FROM projection_versions WHERE name = ANY(${[...NEVER_BUILT, REPORTS_PROCESSOR]}::text[])`.execute(db);
}

/** Rows that only the old version's tables held. */
export async function oldVersionRows(db: Kysely<any>) {
  const { rows } = await sql<{ moves: number; lines: number }>`
    SELECT (SELECT count(*)::int FROM credit_ledger_moves WHERE reason = 'v1') AS moves,
           (SELECT count(*)::int FROM credit_ledger WHERE reason = 'v1') AS lines`.execute(db);
  return rows[0]!;
}

/** Waits until the reports, sent back to 0 by the upgrade, have folded the whole log again. */
export async function reportsCaughtUp(db: Kysely<any>): Promise<void> {
  const { head } = await sequencePending(db);
  await vi.waitFor(
    async () => {
      const [checkpoint] = await readCheckpoints(db, [REPORTS_PROCESSOR]);
      if (!checkpoint || Number(checkpoint.position) < head) throw new Error(`reports at ${checkpoint?.position}, log at ${head}`);
    },
    { timeout: 20_000, interval: 50 },
  );
}

export async function builtVersions(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM projection_versions ORDER BY name`.execute(db);
  return rows.map((r) => r.name);
}
