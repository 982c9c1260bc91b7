/** Calendar dates as 'YYYY-MM-DD' on the device's calendar (the studio's for its people): pure, "now" passed in. */
const pad = (n: number) => String(n).padStart(2, '0');
const FECHA = /^\d{4}-\d{2}-\d{2}$/;

export const localDate = (now: Date): string => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

export function parseFecha(fecha: string): Date {
  const [y, m, d] = fecha.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

/** A well-formed, real calendar date (what a date input or a shared URL may hand over). */
export const isFecha = (value: string | null): value is string => !!value && FECHA.test(value) && localDate(parseFecha(value)) === value;

/** The date `days` later (or earlier), across months and years. */
export function shiftDate(fecha: string, days: number): string {
  const date = parseFecha(fecha);
  date.setDate(date.getDate() + days);
  return localDate(date);
}

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/**
 * One date style per kind. In a list, day and month, 'DD/MM' ('01/12'), as the server's notices write it; where one
 * date is the subject, weekday, day and month: 'miércoles 25 de noviembre' (lower case: a sentence's start capitalises it).
 */
export const dayMonth = (fecha: string): string => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;

export const weekdayName = (fecha: string): string => WEEKDAYS[parseFecha(fecha).getDay()]!;

export function weekdayDate(fecha: string): string {
  const day = parseFecha(fecha);
  return `${weekdayName(fecha)} ${day.getDate()} de ${MONTHS[day.getMonth()]}`;
}

// The studio's clock, 24-hour, as the schedule shows times (es-AR's default would print "9:15 a. m.").
const studioDateTime = new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Argentina/Buenos_Aires' });

/**
 * An instant in a list, the list style plus the studio's time: "24/11, 10:32", "01/12, 09:05". Built from a format
 * with the year: asked for a 2-digit day and month alone, ICU's es-AR pattern prints "1/12".
 */
export function instantDayTime(iso: string): string {
  const parts = studioDateTime.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}, ${part('hour')}:${part('minute')}`;
}

/** An instant's studio day in full, "16/11/2026": where the year matters (a training max set months ago). */
export function instantDate(iso: string): string {
  const parts = studioDateTime.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** An instant as the studio's clock reads it, the way a datetime field holds it: "2026-11-23T09:15". */
export function studioDateTimeValue(iso: string): string {
  const parts = studioDateTime.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/**
 * A datetime field's studio time as an instant (undefined while incomplete): the zone's offset at that moment, read
 * from the zone itself rather than written here.
 */
export function instantOfStudioTime(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const asUtc = Date.parse(`${value}:00Z`);
  if (Number.isNaN(asUtc)) return undefined;
  const shown = Date.parse(`${studioDateTimeValue(new Date(asUtc).toISOString())}:00Z`);
  return new Date(asUtc - (shown - asUtc)).toISOString();
}
