import { listDuePackages } from '../../projections/packages/member-packages.queries';
import type { Clock } from '../../domain/time/clock';
import type { Db } from '../../db/database';
import { studioTime } from '../../domain/time/studio-time';
import { expirePackage } from './member-package.commands';
import { startPeriodicJob } from '../platform/periodic-job';

// Validity ends at a studio midnight; checking hourly closes a package within the hour it lapses.
const EVERY_HOUR_MS = 60 * 60 * 1000;
// A run that failed (database unreachable) is tried again sooner, backing off, instead of waiting an hour.
const FIRST_RETRY_MS = 30_000;

/**
 * Closes every package whose valido_hasta has arrived (studio calendar): CreditsExpired on the member stream.
 * Idempotent: the decider appends nothing for a package already closed, so a rerun or a second instance is harmless.
 */
export async function expireDuePackages(deps: { db: Db; clock: Clock; studioTz: string }): Promise<number> {
  const now = deps.clock.now();
  const due = await listDuePackages(deps.db, studioTime(now, deps.studioTz).date);
  let expired = 0;
  for (const userId of due) {
    const outcome = await expirePackage(deps.db, { actorId: 'system', now }, { userId, tz: deps.studioTz });
    expired += outcome.events.length > 0 ? 1 : 0;
  }
  return expired;
}

/** Runs the expiry on start and every hour until stopped; a failed run is retried within minutes. */
export function startPackageExpiry(deps: {
  db: Db;
  clock: Clock;
  studioTz: string;
  log: (message: string, error?: unknown) => void;
  retryMs?: number;
}): { stop(): Promise<void> } {
  return startPeriodicJob({
    name: 'package expiry',
    everyMs: EVERY_HOUR_MS,
    retryMs: deps.retryMs ?? FIRST_RETRY_MS,
    log: deps.log,
    work: async () => {
      const expired = await expireDuePackages(deps);
      return expired > 0 ? `paquetes vencidos: ${expired}` : undefined;
    },
  });
}
