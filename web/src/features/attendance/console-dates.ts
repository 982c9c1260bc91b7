/** Calendar helpers of the class console: dates are 'YYYY-MM-DD' on the device's calendar. */
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const pad = (n: number) => String(n).padStart(2, '0');

export const localDate = (now: Date): string => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

const parse = (fecha: string) => {
  const [y, m, d] = fecha.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

export const isFecha = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && localDate(parse(value)) === value;

export function shiftDate(fecha: string, days: number): string {
  const date = parse(fecha);
  date.setDate(date.getDate() + days);
  return localDate(date);
}

/** "miércoles 18/11" (es-AR). */
export const dayLabel = (fecha: string) => {
  const d = parse(fecha);
  return `${WEEKDAYS[d.getDay()]} ${pad(d.getDate())}/${pad(d.getMonth() + 1)}`;
};
