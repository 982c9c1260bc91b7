import { listHandledStandingWeeks, listHeldStandingWeeks, listStandingToBook, type StandingOne } from '../../projections/booking/standing-bookings.queries';
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

type StandingDeps = { db: Db; clock: Clock; studioTz: string };
type WeekOutcome = 'booked' | 'skipped' | 'none';

/**
 * Books every turno fijo's weeks whose booking window has opened, through the same ReserveSlot a member's tap runs
 * (capacity, credits, package and policy all hold). Its key (`standing:<user>:<slot>:<fecha>`) is the week's: a rerun,
 * a second instance or a replay answers the first attempt's outcome, booked or refused, and never books twice.
 * A refused week is skipped (StandingBookingSkipped, one notice) and the turno fijo stays for the next ones.
 */
export async function bookStandingWeeks(deps: StandingDeps): Promise<{ booked: number; skipped: number }> {
  const tally = { booked: 0, skipped: 0 };
  for (const { outcome } of await passStandingWeeks(deps)) if (outcome !== 'none') tally[outcome] += 1;
  return tally;
}

/**
 * The same pass for one member's new turno fijo, right after SetStandingBooking commits: the weeks already open are
 * booked now rather than at the job's next run, under the same keys (so the job, a retried request or a second
 * instance meets the outcome already decided). Answers the open weeks the member now holds booked.
 */
export async function bookNewStandingWeeks(deps: StandingDeps, only: StandingOne): Promise<string[]> {
  const weeks = await passStandingWeeks(deps, only);
  return listHeldStandingWeeks(deps.db, only, weeks.map((w) => w.fecha));
}

async function passStandingWeeks(deps: StandingDeps, only?: StandingOne): Promise<{ fecha: string; outcome: WeekOutcome }[]> {
  const at = deps.clock.now();
  const now = studioTime(at, deps.studioTz);
  const [standing, handled] = await Promise.all([listStandingToBook(deps.db, only), listHandledStandingWeeks(deps.db, now.date, only)]);
  const weeks: { fecha: string; outcome: WeekOutcome }[] = [];
  for (const s of standing) {
    const due = standingWeeksDue({ weekday: s.weekday, hora: s.hora, since: s.since, opensDaysAhead: s.opens_days_ahead }, { date: now.date, minutes: now.minutes });
    for (const fecha of due) {
      const handledBefore = handled.has(`${s.user_id}|${s.slot_id}|${fecha}`);
      weeks.push({ fecha, outcome: handledBefore ? 'none' : await bookWeek(deps, at, { userId: s.user_id, slotId: s.slot_id, fecha }, s.hora) });
    }
  }
  return weeks;
}

async function bookWeek(deps: StandingDeps, at: Date, week: { userId: string; slotId: number; fecha: string }, hora: string): Promise<WeekOutcome> {
  const ctx = { actorId: 'system', now: at, idempotencyKey: `standing:${week.userId}:${week.slotId}:${week.fecha}` };
  try {
    const outcome = await reserveSlot(deps.db, ctx, { ...week, tz: deps.studioTz });
    return outcome.replayed ? 'none' : 'booked';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'ALREADY_BOOKED') return 'none'; // the member booked it themselves
    const skip = { ...week, hora, reason: error.code };
    const outcome = await skipStandingWeek(deps.db, { ...ctx, idempotencyKey: `standing-skip:${week.userId}:${week.slotId}:${week.fecha}` }, skip);
    return outcome.events.length > 0 ? 'skipped' : 'none';
  }
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
