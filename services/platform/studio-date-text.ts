/**
 * A studio date ('YYYY-MM-DD') as the server's texts write it, in the styles web/src/lib/calendar-date.ts gives the
 * screens: day and month in a list ('01/12'), weekday, day and month where one date is the subject ('martes 1 de
 * diciembre', lower case: a sentence's start capitalises it). Read as calendar fields, never through a time zone.
 * Anything that is not such a date comes back as it was.
 */
const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

export const dayMonth = (fecha: string): string => (FECHA.test(fecha) ? `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}` : fecha);

export const weekdayOf = (fecha: string): string => WEEKDAYS[new Date(`${fecha}T12:00:00Z`).getUTCDay()] ?? '';

export function weekdayDate(fecha: string): string {
  if (!FECHA.test(fecha)) return fecha;
  return `${weekdayOf(fecha)} ${Number(fecha.slice(8, 10))} de ${MONTHS[Number(fecha.slice(5, 7)) - 1]}`;
}

/** A reason a person typed, ready for the period of the sentence around it: 'Feriado.' and 'Feriado' both read 'Feriado'. */
export const withoutFinalPeriod = (text: string): string => text.trim().replace(/\.+$/, '');
