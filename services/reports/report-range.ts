import { invalid } from '../../events/framework/errors';
import type { DateRange } from '../../projections/reports/reports.queries';

/** The longest range a report answers: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Checks `desde` / `hasta` (YYYY-MM-DD, real calendar days, in order, at most 366 days) or throws a Spanish 400. */
export function parseReportRange(query: { desde?: string; hasta?: string }): DateRange {
  if (!query.desde || !query.hasta) throw invalid('RANGE_REQUIRED', 'Indica las fechas desde y hasta (AAAA-MM-DD).');
  const from = calendarDay(query.desde, 'desde');
  const to = calendarDay(query.hasta, 'hasta');
  if (from > to) throw invalid('INVALID_RANGE', 'La fecha desde tiene que ser anterior o igual a la fecha hasta.');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_RANGE_DAYS) throw invalid('RANGE_TOO_LONG', `El rango no puede superar los ${MAX_RANGE_DAYS} días.`);
  return { from, to };
}

function calendarDay(value: string, field: 'desde' | 'hasta'): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!DATE.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw invalid('INVALID_DATE', `La fecha ${field} no es válida. Usa el formato AAAA-MM-DD.`);
  }
  return value;
}
