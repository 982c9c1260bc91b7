import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rebuildSelected, type RebuildReport } from '../rebuild';
import type { AsyncProcessor } from '../runner/async-processor';
import { ensureCheckpoint } from '../runner/checkpoints';
import type { Projector } from '../runner/projection';
import { Wakeup } from '../runner/wakeup';
import { onlyOneRebuild, RebuildRunningError } from './exclusive';
import { recordBuilt, unbuiltVersions } from './versions';

export interface ProjectionUpgradeOptions {
  projectors: readonly Projector[];
  asyncProcessors: readonly AsyncProcessor[];
  log: (message: string) => void;
  /** How long to wait before looking again while another instance (or `projections:rebuild`) holds the rebuild. */
  retryMs?: number;
}

export interface ProjectionUpgrade {
  /** What was rebuilt (undefined: nothing was missing, or the log was empty, or it stopped first). */
  done: Promise<RebuildReport | undefined>;
  /** Stops waiting for another instance; a rebuild under way is let finish. */
  stop(): Promise<void>;
}

/**
 * Brings every projector version the app runs to the state of a replay, with no manual step: a version with no
 * row in `projection_versions` (a bumped `@vN`) is rebuilt with the usual set-based rebuild, off the live path
 * (commands wait only for its swap), and an async processor that owns tables is sent back to 0 on empty tables.
 * One instance does it, under the rebuild's advisory lock; the others wait and look again (it may have died), and
 * find nothing left to do once it recorded its work.
 */
export function upgradeProjections(db: Kysely<Database>, opts: ProjectionUpgradeOptions): ProjectionUpgrade {
  const state = { stopped: false };
  const pause = new Wakeup();
  const run = async (): Promise<RebuildReport | undefined> => {
    while (!state.stopped) {
      try {
        return await onlyOneRebuild(db, () => rebuildUnbuilt(db, opts));
      } catch (error) {
        if (!(error instanceof RebuildRunningError)) throw error;
        await pause.wait(opts.retryMs ?? 5000);
      }
    }
    return undefined;
  };
  const done = run();
  return {
    done,
    async stop() {
      state.stopped = true;
      pause.wake();
      await done.catch(() => undefined);
    },
  };
}

async function rebuildUnbuilt(db: Kysely<Database>, opts: ProjectionUpgradeOptions): Promise<RebuildReport | undefined> {
  const owners = opts.asyncProcessors.filter((p) => p.tables?.length);
  // Read under the lock: an instance that rebuilt before us has recorded its versions by the time we get it.
  const missing = await unbuiltVersions(db, [...opts.projectors, ...owners].map((p) => p.name));
  if (missing.length === 0) return undefined;
  // A new database: empty tables are the fold of an empty log, whatever the version.
  if (await logIsEmpty(db)) {
    await recordBuilt(db, missing);
    return undefined;
  }
  const projectors = opts.projectors.filter((p) => missing.includes(p.name));
  const reset = owners.filter((p) => missing.includes(p.name));
  // The checkpoint row first: resetting a processor whose runner has not created it yet would leave that runner's
  // first batch, committed beside our DELETE, ahead of its tables.
  for (const p of reset) await ensureCheckpoint(db, p.name);
  opts.log(`projections: rebuilding ${missing.join(', ')} (new version, never built on this database)`);
  const report = await rebuildSelected(db, projectors, reset, {});
  const swap = report.swap ? `, swap ${report.swap.ms} ms` : '';
  opts.log(`projections: rebuilt ${missing.join(', ')} (${report.events} events in ${report.ms} ms${swap})`);
  return report;
}

async function logIsEmpty(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ any: boolean }>`SELECT EXISTS (SELECT 1 FROM es_events) AS any`.execute(db);
  return !rows[0]!.any;
}
