import { listHandledStandingWeeks, listStandingToBook } from '../../projections/booking/standing-bookings.queries';
import { DomainError } from '../../events/framework/errors';
import type { Clock } from '../../domain/time/clock';
import type { Db } from '../../db/database';
import { studioTime } from '../../domain/time/studio-time';
import { startPeriodicJob } from '../platform/periodic-job';
import { reserveSlot } from './booking.commands';
import { standingWeeksDue } from './standing-booking-weeks';
import { skipStandingWeek } from './standing-booking.commands';

// A class's booking opens at a studio midnight (its window counts days); a run every 15 minutes books each week
// within a quarter of an hour of its opening, before most members look.
const EVERY_QUARTER_HOUR_MS = 15 * 60_000;

/**
 * Books every turno fijo's weeks whose booking window has opened, through the same ReserveSlot a member's tap runs
 * (capacity, credits, package and policy all hold). Its key (`standing:<user>:<slot>:<fecha>`) is the week's: a rerun,
 * a second instance or a replay answers the first attempt's outcome, booked or refused, and never books twice.
 * A refused week is skipped (StandingBookingSkipped, one notice) and the turno fijo stays for the next ones.
 */
export async function bookStandingWeeks(deps: { db: Db; clock: Clock; studioTz: string }): Promise<{ booked: number; skipped: number }> {
  const at = deps.clock.now();
  const now = studioTime(at, deps.studioTz);
  const [standing, handled] = await Promise.all([listStandingToBook(deps.db), listHandledStandingWeeks(deps.db, now.date)]);
  const tally = { booked: 0, skipped: 0 };
  for (const s of standing) {
    const weeks = standingWeeksDue({ weekday: s.weekday, hora: s.hora, since: s.since, opensDaysAhead: s.opens_days_ahead }, { date: now.date, minutes: now.minutes });
    for (const fecha of weeks) {
      if (handled.has(`${s.user_id}|${s.slot_id}|${fecha}`)) continue;
      const week = { userId: s.user_id, slotId: s.slot_id, fecha };
      const ctx = { actorId: 'system', now: at, idempotencyKey: `standing:${s.user_id}:${s.slot_id}:${fecha}` };
      try {
        const outcome = await reserveSlot(deps.db, ctx, { ...week, tz: deps.studioTz });
        tally.booked += outcome.replayed ? 0 : 1;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error.code === 'ALREADY_BOOKED') continue; // the member booked it themselves
        const skip = { ...week, hora: s.hora, reason: error.code };
        const outcome = await skipStandingWeek(deps.db, { ...ctx, idempotencyKey: `standing-skip:${s.user_id}:${s.slot_id}:${fecha}` }, skip);
        tally.skipped += outcome.events.length;
      }
    }
  }
  return tally;
}

/** Books the turnos fijos on start and every quarter of an hour until stopped. */
export function startStandingBookings(deps: { db: Db; clock: Clock; studioTz: string; log: (message: string, error?: unknown) => void; everyMs?: number }) {
  return startPeriodicJob({
    name: 'standing bookings',
    everyMs: deps.everyMs ?? EVERY_QUARTER_HOUR_MS,
    log: deps.log,
    work: async () => {
      const { booked, skipped } = await bookStandingWeeks(deps);
      return booked + skipped > 0 ? `turnos fijos: ${booked} reservados, ${skipped} salteados` : undefined;
    },
  });
}
