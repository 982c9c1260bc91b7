import type { Clock } from '../../domain/time/clock';
import type { Db } from '../../db/database';
import { studioTime } from '../../domain/time/studio-time';
import { listRunningAccounts } from '../../projections/billing/billing.queries';
import { startPeriodicJob } from '../platform/periodic-job';
import { chargeDueMonths } from './billing.commands';
import { applyDuePriceVersions } from './price-list.commands';

// A month is charged on its studio date; checking hourly charges it within the hour of midnight.
const EVERY_HOUR_MS = 60 * 60 * 1000;
const FIRST_RETRY_MS = 30_000;

/**
 * Charges every running plan the months the injected clock has reached, and gives her that month's classes; before
 * that, price-list versions whose day came take effect. Her account's other time rules run with it: a month owed past
 * its late day is surcharged, and a price change is told ahead.
 * Idempotent: the decider charges each monthly date once, so a rerun, a late run or a second instance charges the same.
 */
export async function chargeDuePlans(deps: { db: Db; clock: Clock; studioTz: string }): Promise<number> {
  const now = deps.clock.now();
  // Prices first: a version whose day came is the package's price before a month of it is charged.
  let charged = await applyDuePriceVersions(deps.db, { actorId: 'system', now }, deps.studioTz);
  for (const userId of await listRunningAccounts(deps.db, studioTime(now, deps.studioTz).date)) {
    charged += (await chargeDueMonths(deps.db, { actorId: 'system', now }, { userId, tz: deps.studioTz })).result.events;
  }
  return charged;
}

/** Runs the renewals on start and every hour until stopped; a failed run is retried within minutes. */
export function startMonthlyCharges(deps: { db: Db; clock: Clock; studioTz: string; log: (message: string, error?: unknown) => void }): { stop(): Promise<void> } {
  return startPeriodicJob({
    name: 'monthly plan charges',
    everyMs: EVERY_HOUR_MS,
    retryMs: FIRST_RETRY_MS,
    log: deps.log,
    work: async () => {
      const charged = await chargeDuePlans(deps);
      return charged > 0 ? `cuotas mensuales cobradas: ${charged}` : undefined;
    },
  });
}
