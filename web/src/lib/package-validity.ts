import { isFecha, shiftDate, weekdayDate } from './calendar-date';

/**
 * A package's valido_hasta is the studio day it stops counting (docs/product.md §4: the first of next month), so the
 * server compares `valido_hasta > today`. People read the last day it counts: every screen, the member's and the
 * admin's, names that one day in the same words.
 */
export const lastValidDay = (validoHasta: string): string => (isFecha(validoHasta) ? shiftDate(validoHasta, -1) : validoHasta);

/** The valido_hasta a chosen last day gives back (the day after it); a half-typed date stays as typed. */
export const validoHastaFor = (lastDay: string): string => (isFecha(lastDay) ? shiftDate(lastDay, 1) : lastDay);

/** 'hasta el lunes 30 de noviembre': where one package's end is the subject. */
export const validThrough = (validoHasta: string): string => `hasta el ${weekdayDate(lastValidDay(validoHasta))}`;
