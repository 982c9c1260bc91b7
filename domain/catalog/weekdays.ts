/** Spanish weekday names as the product's API (docs/product.md §7) carries them; index 0 is ISO weekday 1 (Monday). */
export const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

// Events only ever hold 1..7 (their schema says so).
export const weekdayName = (weekday: number): WeekdayName => WEEKDAYS[weekday - 1]!;

/** ISO weekday of a Spanish name, forgiving about case and accents ('miercoles', 'SABADO'); undefined if unknown. */
export function isoWeekday(name: string): number | undefined {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toLowerCase();
  const index = WEEKDAYS.findIndex((day) => fold(day) === fold(name));
  return index < 0 ? undefined : index + 1;
}
