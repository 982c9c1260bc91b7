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
