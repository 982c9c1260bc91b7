import { dayMonth } from '../../lib/calendar-date';
import { countOf } from '../../lib/plural';
const count = new Intl.NumberFormat('es-AR');
const percent = new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 0 });

export const formatCount = (value: number) => count.format(value);
export const formatPercent = (ratio: number) => percent.format(ratio);
/** '1 clase', '2 clases': the count and its noun in the number it needs. */
export const formatCountOf = (value: number, one: string, many: string) => countOf(value, one, many, (n) => count.format(n));

export const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;

/** 1 = Lunes … 7 = Domingo. */
export const weekdayName = (isoWeekday: number) => WEEKDAYS[isoWeekday - 1] ?? '';
export const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** '2026-11-18' → '18/11': a date in a report's list, lib/calendar-date's list style. */
export const shortDate = dayMonth;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export type Range = { desde: string; hasta: string };

/** The calendar month of `now` (the device's calendar, the studio's for its admins). */
export function monthRange(now: Date, offset = 0): Range {
  const first = new Date(now.getFullYear(), now.getMonth() + offset, 1);
  const last = new Date(now.getFullYear(), now.getMonth() + offset + 1, 0);
  return { desde: isoDate(first), hasta: isoDate(last) };
}

/** The `days` days ending today. */
export function lastDays(now: Date, days: number): Range {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { desde: isoDate(from), hasta: isoDate(now) };
}

export const MAX_RANGE_DAYS = 366;

/** The Spanish reason a range cannot be asked for, or undefined when it can. */
export function rangeProblem({ desde, hasta }: Range): string | undefined {
  if (!desde || !hasta) return 'Elige las dos fechas.';
  if (desde > hasta) return 'La fecha desde tiene que ser anterior o igual a la fecha hasta.';
  const days = (Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_RANGE_DAYS) return `El rango no puede superar los ${MAX_RANGE_DAYS} días.`;
  return undefined;
}
