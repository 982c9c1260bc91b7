import { hasClasses } from './demo-schedule';

/**
 * Argentina's national holidays that never move (the movable ones change date by decree each year), as 'MM-DD'.
 * The demo closes the next one that falls on a class day, and its news says so.
 */
const FIXED_HOLIDAYS: readonly [monthDay: string, name: string][] = [
  ['01-01', 'Año Nuevo'],
  ['03-24', 'Día de la Memoria'],
  ['04-02', 'Día de Malvinas'],
  ['05-01', 'Día del Trabajador'],
  ['05-25', 'Revolución de Mayo'],
  ['06-20', 'Día de la Bandera'],
  ['07-09', 'Día de la Independencia'],
  ['12-08', 'Inmaculada Concepción'],
  ['12-25', 'Navidad'],
];

export type DemoHoliday = { fecha: string; name: string };

const isoWeekdayOf = (fecha: string) => new Date(`${fecha}T12:00:00Z`).getUTCDay() || 7;

/** The first fixed holiday after `today` (YYYY-MM-DD) on a day the demo has classes. */
export function nextHolidayWithClasses(today: string): DemoHoliday {
  const year = Number(today.slice(0, 4));
  const candidates = [year, year + 1, year + 2].flatMap((y) => FIXED_HOLIDAYS.map(([monthDay, name]) => ({ fecha: `${y}-${monthDay}`, name })));
  // Within three years one of nine dates falls on a weekday other than Sunday.
  return candidates.find((h) => h.fecha > today && hasClasses(isoWeekdayOf(h.fecha)))!;
}

/** What members read beside the closed day (the agenda, a refused booking, the cancellation notice). */
export const holidayMotivo = (holiday: DemoHoliday): string => `Feriado: ${holiday.name}`;
