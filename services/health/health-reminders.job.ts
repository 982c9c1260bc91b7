import { listStatementsNearExpiry } from '../../projections/health/health.queries';
import type { Clock } from '../../domain/time/clock';
import type { Db } from '../../db/database';
import { studioTime } from '../../domain/time/studio-time';
import { startPeriodicJob } from '../platform/periodic-job';
import { remindHealthStatement } from './health.commands';

// A reminder's day begins at a studio midnight; checking hourly sends it within the hour.
const EVERY_HOUR_MS = 60 * 60 * 1000;
const FIRST_RETRY_MS = 30_000;

/**
 * Appends HealthStatementReminderDue for every latest statement whose reminder day (30 or 7 days before it expires)
 * the injected clock has reached. Idempotent: the decider records each statement's reminder once, so a rerun, a
 * replay or a second instance sends nothing twice; the notice (push and email) follows the event.
 */
export async function remindDueStatements(deps: { db: Db; clock: Clock; studioTz: string }): Promise<number> {
  const now = deps.clock.now();
  const candidates = await listStatementsNearExpiry(deps.db, studioTime(now, deps.studioTz).date);
  let reminded = 0;
  for (const userId of candidates) {
    const outcome = await remindHealthStatement(deps.db, { actorId: 'system', now }, { userId, tz: deps.studioTz });
    reminded += outcome.result.events;
  }
  return reminded;
}

/** Runs the reminders on start and every hour until stopped; a failed run is retried within minutes. */
export function startHealthReminders(deps: { db: Db; clock: Clock; studioTz: string; log: (message: string, error?: unknown) => void }): { stop(): Promise<void> } {
  return startPeriodicJob({
    name: 'health statement reminders',
    everyMs: EVERY_HOUR_MS,
    retryMs: FIRST_RETRY_MS,
    log: deps.log,
    work: async () => {
      const reminded = await remindDueStatements(deps);
      return reminded > 0 ? `recordatorios de declaración de salud: ${reminded}` : undefined;
    },
  });
}
