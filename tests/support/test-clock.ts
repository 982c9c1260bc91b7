import { fixedClock, type Clock } from '../../domain/time/clock';
import { studioTime } from '../../domain/time/studio-time';

/** The studio's zone (UTC−3 all year); the browser contexts run in it too (browser.ts). */
export const STUDIO_TZ = 'America/Argentina/Buenos_Aires';

/**
 * The instant a test lives at unless it picks its own: Monday 16 November 2026, noon in Buenos Aires. Mid-month,
 * mid-week and mid-day, so no month, week or day boundary (nor a package's end-of-month validity) falls within the
 * two weeks a journey books ahead. Every test app and test server starts there unless told otherwise (the test app
 * stays there, the browser journeys' server runs on from it): a test on the real clock passed or failed with the day
 * it ran (a class two days ahead fell in the next month from the 29th on; "this month" held nothing on the 1st).
 */
export const TEST_NOW = '2026-11-16T12:00:00-03:00';

/** A movable fixed clock (domain/time/clock.ts) at `at`, TEST_NOW by default. */
export const testClock = (at: string | Date = TEST_NOW) => fixedClock(at);

export type TestClock = ReturnType<typeof testClock>;

/**
 * A clock that starts at `at` (TEST_NOW by default) and runs on at the machine's pace, movable as a fixed one: the
 * day is pinned, time still passes. The browser journeys' default: a rest timer counts down, and what a member does
 * after a coach's comment happens after it (on a frozen clock her "read up to now" covered the comment made later).
 */
export function runningClock(at: string | Date = TEST_NOW): TestClock & { readonly running: true } {
  let base = new Date(at).getTime();
  let since = performance.now();
  return {
    running: true,
    now: () => new Date(base + (performance.now() - since)),
    set: (next) => {
      base = new Date(next).getTime();
      since = performance.now();
    },
    advance: (ms) => {
      base += ms;
    },
  };
}

/** The studio's calendar day (YYYY-MM-DD) on `clock`: a test's "today", never the machine's. */
export const studioDay = (clock: Clock): string => studioTime(clock.now(), STUDIO_TZ).date;

/** `day` plus `n` calendar days (YYYY-MM-DD; n may be negative). */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
