import { fail } from '../../events/framework/errors';
import { requireStudioDate } from '../platform/studio-dates';
import type { DateRange } from '../../projections/reports/reports.queries';

/** The longest range a report answers: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;
/** A CSV export takes any range a studio has lived (ten years); its rows stop at MAX_EXPORT_ROWS anyway. */
export const MAX_EXPORT_RANGE_DAYS = 3653;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Checks `desde` / `hasta` (YYYY-MM-DD, real calendar days, in order, at most `maxDays`, both dates the studio can
 * mean around `today`: domain/time/date-bounds.ts) or throws a Spanish 400.
 */
export function parseReportRange(query: { desde?: string; hasta?: string }, today: string, maxDays = MAX_RANGE_DAYS): DateRange {
  if (!query.desde || !query.hasta) throw fail('RANGE_REQUIRED');
  const from = calendarDay(query.desde, 'desde');
  const to = calendarDay(query.hasta, 'hasta');
  if (from > to) throw fail('INVALID_RANGE');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > maxDays) throw fail('RANGE_TOO_LONG', { max: maxDays });
  requireStudioDate(from, today);
  requireStudioDate(to, today);
  return { from, to };
}

function calendarDay(value: string, field: 'desde' | 'hasta'): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!DATE.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw fail('INVALID_DATE', { field });
  }
  return value;
}

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The calendar week (Monday to Sunday) a studio day falls in: the owner's home reports that week's income. */
export function weekOf(today: string): DateRange {
  const monday = shift(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  return { from: monday, to: shift(monday, 6) };
}
