import { countOf } from '../../lib/plural';
import { dayMonth } from '../../lib/calendar-date';
/**
 * Pure date helpers of the booking screens. "Now" is always passed in; dates are the member's local
 * calendar (docs/product.md §4: the upcoming filter compares in local time, time of day in minutes).
 */
const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of an instant on the local calendar. */
export const localDate = (now: Date): string => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** Minutes since midnight of 'HH:MM'. */
export function minutesOf(hora: string): number {
  const [h, m] = hora.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

const nowMinutes = (now: Date) => now.getHours() * 60 + now.getMinutes();

/** A class on `fecha` at `hora` has not started yet at `now`. */
export function isLaterThanNow(fecha: string, hora: string, now: Date): boolean {
  const today = localDate(now);
  return fecha > today || (fecha === today && minutesOf(hora) > nowMinutes(now));
}

type Dated = { fecha: string; hora: string };

export const byDateThenTime = (a: Dated, b: Dated): number =>
  a.fecha === b.fecha ? minutesOf(a.hora) - minutesOf(b.hora) : a.fecha < b.fecha ? -1 : 1;

/** docs/product.md §4 upcoming filter: after today, or today and later than now; sorted by date then time. */
export function upcomingBookings<T extends Dated>(bookings: readonly T[], now: Date): T[] {
  return bookings.filter((b) => isLaterThanNow(b.fecha, b.hora, now)).sort(byDateThenTime);
}

function parseFecha(fecha: string): Date {
  const [y, m, d] = fecha.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

/** A day card's two heading lines: 'Hoy' or the weekday, then day and month ('18 de noviembre'). */
export function dayParts(fecha: string, now: Date): { title: string; date: string } {
  const day = parseFecha(fecha);
  const date = `${day.getDate()} de ${MONTHS[day.getMonth()]}`;
  return { title: fecha === localDate(now) ? 'Hoy' : WEEKDAYS[day.getDay()]!, date };
}

/** 'Hoy' for today, else weekday plus day and month in Spanish: 'Martes 18 de noviembre'. */
export function dayLabel(fecha: string, now: Date): string {
  const { title, date } = dayParts(fecha, now);
  return title === 'Hoy' ? title : `${title} ${date}`;
}

/** Short day of a class, as a sentence names it: 'martes 01/12' (lib/calendar-date's list style, with the weekday). */
export function weekdayDayMonth(fecha: string): string {
  return `${WEEKDAYS[parseFecha(fecha).getDay()]!.toLowerCase()} ${dayMonth(fecha)}`;
}

/**
 * What setting a turno fijo booked besides the class on screen: 'También reservamos: martes 1/12 y martes 8/12', or
 * null when it booked nothing else (the server lists every open week the member holds, the one on screen among them).
 */
export function alsoBookedLabel(reservadas: readonly string[], onScreen: string): string | null {
  const days = reservadas.filter((fecha) => fecha !== onScreen).map(weekdayDayMonth);
  if (days.length === 0) return null;
  const last = days.pop()!;
  return `También reservamos: ${days.length > 0 ? `${days.join(', ')} y ${last}` : last}`;
}

export const cuposLabel = (places: number): string => countOf(places, 'cupo', 'cupos');

/** 'YYYY-MM-DD HH:MM' of an instant on the local calendar: how the server writes a rule's instants (studio time). */
export const localStamp = (now: Date): string => `${localDate(now)} ${pad(now.getHours())}:${pad(now.getMinutes())}`;

/** A rule's instant ('YYYY-MM-DD HH:MM') as a sentence says it: 'hoy a las 14:00', 'el jueves 03/12 a las 08:00'. */
export function atLabel(stamp: string, now: Date): string {
  const [fecha, hora] = stamp.split(' ');
  return fecha === localDate(now) ? `hoy a las ${hora}` : `el ${weekdayDayMonth(fecha!)} a las ${hora}`;
}
