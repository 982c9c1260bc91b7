/** Pure calendar helpers of the Reservas screen: dates are 'YYYY-MM-DD' on the local calendar; "now" is passed in. */
import { localDate, parseFecha } from '../../lib/calendar-date';

export { isFecha, localDate, shiftDate } from '../../lib/calendar-date';

const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The Spanish weekday name of a date, as the schedule spells it ('Miércoles'). */
export const weekdayName = (fecha: string): string => WEEKDAYS[parseFecha(fecha).getDay()]!;

/** ISO weekday (1 = Lunes … 7 = Domingo). */
export const isoWeekday = (fecha: string): number => parseFecha(fecha).getDay() || 7;

/** 'Miércoles 25 de noviembre de 2026'. */
export function longDate(fecha: string): string {
  const day = parseFecha(fecha);
  return `${weekdayName(fecha)} ${day.getDate()} de ${MONTHS[day.getMonth()]} de ${day.getFullYear()}`;
}

/** 'Mié 25/11': a class's date in a member's timeline. */
export function shortDate(fecha: string): string {
  const day = parseFecha(fecha);
  return `${weekdayName(fecha).slice(0, 3)} ${pad(day.getDate())}/${pad(day.getMonth() + 1)}`;
}

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
