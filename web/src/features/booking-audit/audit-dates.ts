/** Pure calendar helpers of the Reservas screen: dates are 'YYYY-MM-DD' on the local calendar; "now" is passed in. */
import { dayMonth, localDate, parseFecha, weekdayDate, weekdayName } from '../../lib/calendar-date';

export { isFecha, localDate, shiftDate } from '../../lib/calendar-date';

/** ISO weekday (1 = Lunes … 7 = Domingo). */
export const isoWeekday = (fecha: string): number => parseFecha(fecha).getDay() || 7;

/** The day the screen is about, as a heading starts it: 'Miércoles 25 de noviembre' (lib/calendar-date's weekdayDate). */
export const dayHeading = (fecha: string): string => {
  const text = weekdayDate(fecha);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The same mid-sentence: 'miércoles 25 de noviembre'. */
export const dayInSentence = weekdayDate;

/** A class's date in a member's timeline, a list: '25/11'. */
export const listDate = dayMonth;

/** 'los miércoles', 'los sábados': every week's day, as "No hay clases los …" says it. */
export const everyWeekday = (fecha: string): string => {
  const name = weekdayName(fecha);
  return `los ${name.endsWith('s') ? name : `${name}s`}`;
};

const minutesOf = (hora: string) => {
  const [h, m] = hora.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The class has started (or is over): the server refuses to cancel it, so the screen does not offer to. */
export function hasStarted(fecha: string, hora: string, now: Date): boolean {
  const today = localDate(now);
  return fecha < today || (fecha === today && minutesOf(hora) <= now.getHours() * 60 + now.getMinutes());
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toLowerCase();

/** The weekly slots held on a date's weekday, by time. */
export function classesOn<T extends { dia_semana: string; weekday?: number; hora: string }>(slots: readonly T[], fecha: string): T[] {
  const iso = isoWeekday(fecha);
  const name = fold(weekdayName(fecha));
  return slots
    .filter((s) => (typeof s.weekday === 'number' ? s.weekday === iso : fold(s.dia_semana) === name))
    .sort((a, b) => minutesOf(a.hora) - minutesOf(b.hora));
}
