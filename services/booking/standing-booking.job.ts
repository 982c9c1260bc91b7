import { listHandledStandingWeeks, listHeldStandingWeeks, listStandingToBook, type StandingOne } from '../../projections/booking/standing-bookings.queries';
import { DomainError } from '../../events/framework/errors';
import type { Clock } from '../../domain/time/clock';
import type { Db } from '../../db/database';
import { studioTime } from '../../domain/time/studio-time';
import { startPeriodicJob } from '../platform/periodic-job';
import { reserveSlot } from './booking.commands';
import { standingWeeksDue } from './standing-booking-weeks';
import { joinStandingWaitlist, skipStandingWeek } from './standing-booking.commands';

// A class's booking opens at a studio midnight (its window counts days); a run every 15 minutes books each week
// within a quarter of an hour of its opening, before most members look.
const EVERY_QUARTER_HOUR_MS = 15 * 60_000;

type StandingDeps = { db: Db; clock: Clock; studioTz: string };
type WeekOutcome = 'booked' | 'waitlisted' | 'skipped' | 'none';
type Week = { userId: string; slotId: number; fecha: string };

// The member's own reasons a week could not be had (no package, no credits, no valid health statement where the
// studio blocks…): the skip says them rather than "full".
const MEMBER_REFUSALS = new Set(['NO_PACKAGE', 'NO_CREDITS', 'PACKAGE_EXPIRES_BEFORE_CLASS', 'PACKAGE_NOT_FOR_DISCIPLINE', 'HEALTH_STATEMENT_REQUIRED', 'DEBT_BOOKING_BLOCKED', 'MEMBER_PAUSED', 'WEEKLY_LIMIT_REACHED']);

/**
 * Books every turno fijo's weeks whose booking window has opened, through the same ReserveSlot a member's tap runs
 * (capacity, credits, package and policy all hold). Its key (`standing:<user>:<slot>:<fecha>`) is the week's: a rerun,
 * a second instance or a replay answers the first attempt's outcome, booked or refused, and never books twice.
 * A full week goes on the class's waitlist (`standing-wait:<user>:<slot>:<fecha>`, StandingBookingWaitlisted, one
 * notice), so a cancellation gives the member the place by the waitlist's rules; a place freed between the two is
 * booked after all (bookWeek). Any other refused week (or a full one the list refuses too) is skipped
 * (StandingBookingSkipped, one notice) and the turno fijo stays for the next ones.
 */
export async function bookStandingWeeks(deps: StandingDeps): Promise<{ booked: number; waitlisted: number; skipped: number }> {
  const tally = { booked: 0, waitlisted: 0, skipped: 0 };
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

// Rounds of "book, else wait" a week gets when a place keeps freeing and filling between the two: each needs another
// member to cancel and another to book in between, so a third round is already far-fetched.
const ROUNDS = 3;

/** A week's key for one command in one round: the first round's keys are the week's own, as they always were. */
const weekKey = (prefix: 'standing' | 'standing-wait', week: Week, round: number) =>
  `${prefix}:${week.userId}:${week.slotId}:${week.fecha}${round === 0 ? '' : `:${round + 1}`}`;

/**
 * Books the week, else puts it on the list, else skips it. A place that frees between the booking's "full" and the
 * join (whose "not full" would otherwise skip the week) sends the week back to ReserveSlot, under the next round's
 * keys: the first round's answers stay pinned under theirs, and every round's key is fixed, so a rerun or a second
 * instance walks the same rounds and replays each outcome instead of booking twice.
 */
async function bookWeek(deps: StandingDeps, at: Date, week: Week, hora: string): Promise<WeekOutcome> {
  let reason = 'SLOT_FULL'; // rounds run out only on a class full at every booking: skipped as full
  for (let round = 0; round < ROUNDS; round += 1) {
    const tried = await tryWeek(deps, at, week, round);
    if ('outcome' in tried) return tried.outcome;
    if ('skip' in tried) {
      reason = tried.skip;
      break;
    }
  }
  const ctx = { actorId: 'system', now: at, idempotencyKey: `standing-skip:${week.userId}:${week.slotId}:${week.fecha}` };
  const outcome = await skipStandingWeek(deps.db, ctx, { ...week, hora, reason });
  return outcome.events.length > 0 ? 'skipped' : 'none';
}

type Tried = { outcome: 'booked' | 'waitlisted' | 'none' } | { skip: string } | { room: true };

/** One round: ReserveSlot, and on SLOT_FULL the class's waitlist. */
async function tryWeek(deps: StandingDeps, at: Date, week: Week, round: number): Promise<Tried> {
  const ctx = { actorId: 'system', now: at, idempotencyKey: weekKey('standing', week, round) };
  try {
    const outcome = await reserveSlot(deps.db, ctx, { ...week, tz: deps.studioTz });
    return { outcome: outcome.replayed ? 'none' : 'booked' };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'ALREADY_BOOKED') return { outcome: 'none' }; // the member booked it themselves
    return error.code === 'SLOT_FULL' ? waitForWeek(deps, at, week, round) : { skip: error.code };
  }
}

/** A full week onto the class's waitlist, keyed per week and round like its booking: the outcome, a place found free, or the reason to skip. */
async function waitForWeek(deps: StandingDeps, at: Date, week: Week, round: number): Promise<Tried> {
  const ctx = { actorId: 'system', now: at, idempotencyKey: weekKey('standing-wait', week, round) };
  try {
    const outcome = await joinStandingWaitlist(deps.db, ctx, { ...week, tz: deps.studioTz });
    if (outcome.result.waitlisted) return { outcome: outcome.replayed ? 'none' : 'waitlisted' };
    return { skip: 'SLOT_FULL' }; // past the list's cutoff, or the member left its list: skipped as a full week
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // Booked or waiting already, by their own hand: nothing to do for them.
    if (error.code === 'ALREADY_BOOKED' || error.code === 'ALREADY_WAITLISTED') return { outcome: 'none' };
    // A place freed since the booking found the class full (the join checks the turno fijo, the week and the
    // member's own cancellations first, so it is still theirs to book): book it rather than skip it.
    if (error.code === 'SLOT_NOT_FULL') return { room: true };
    return { skip: MEMBER_REFUSALS.has(error.code) ? error.code : 'SLOT_FULL' };
  }
}

/** Books the turnos fijos on start and every quarter of an hour until stopped. */
export function startStandingBookings(deps: { db: Db; clock: Clock; studioTz: string; log: (message: string, error?: unknown) => void; everyMs?: number }) {
  return startPeriodicJob({
    name: 'standing bookings',
    everyMs: deps.everyMs ?? EVERY_QUARTER_HOUR_MS,
    log: deps.log,
    work: async () => {
      const { booked, waitlisted, skipped } = await bookStandingWeeks(deps);
      return booked + waitlisted + skipped > 0 ? `turnos fijos: ${booked} reservados, ${waitlisted} en lista de espera, ${skipped} salteados` : undefined;
    },
  });
}
