import { invalid } from '../../events/framework/errors';

/** Validation shared by the catalog's deciders; each throws a 400 with SPEC.md-style Spanish text. */

// A class name on a phone screen; longer is a typo, not a name.
export const MAX_NAME_LENGTH = 80;
// Sanity bounds: no studio sells more than a few classes a day or a price above a hundred million pesos.
export const MAX_CLASSES_PER_MONTH = 100;
export const MAX_CAPACITY = 500;
export const MAX_PRICE = 100_000_000;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const blankName = { disciplina: 'El nombre de la disciplina no puede estar vacío.', paquete: 'El nombre del paquete no puede estar vacío.' };

/** Trims and collapses inner spaces, so 'Yoga  ' and 'Yoga' are one name. */
export function requireName(raw: string, what: keyof typeof blankName): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw invalid('NAME_REQUIRED', blankName[what]);
  if (name.length > MAX_NAME_LENGTH) throw invalid('NAME_TOO_LONG', `El nombre no puede tener más de ${MAX_NAME_LENGTH} caracteres.`);
  return name;
}

export function requireTime(time: string): string {
  if (!HH_MM.test(time)) throw invalid('INVALID_TIME', 'La hora debe tener el formato HH:MM (por ejemplo 07:00 o 18:30).');
  return time;
}

export function requireWeekday(weekday: number): number {
  if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) throw invalid('INVALID_WEEKDAY', 'El día debe ser de Lunes a Domingo.');
  return weekday;
}

export function requireCapacity(capacity: number): number {
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > MAX_CAPACITY) {
    throw invalid('INVALID_CAPACITY', `El cupo máximo debe ser un número entero entre 1 y ${MAX_CAPACITY}.`);
  }
  return capacity;
}

export function requireClassesPerMonth(classes: number): number {
  if (!Number.isInteger(classes) || classes < 1 || classes > MAX_CLASSES_PER_MONTH) {
    throw invalid('INVALID_CLASS_COUNT', `La cantidad de clases debe ser un número entero entre 1 y ${MAX_CLASSES_PER_MONTH}.`);
  }
  return classes;
}

/** Pesos with at most two decimals; returned rounded to the cent so float noise never reaches the log. */
export function requirePrice(price: number): number {
  const cents = Math.round(price * 100);
  if (!Number.isFinite(price) || price < 0 || price > MAX_PRICE || Math.abs(price * 100 - cents) > 1e-6) {
    throw invalid('INVALID_PRICE', 'El precio debe ser un número mayor o igual a 0, con hasta dos decimales.');
  }
  return cents / 100;
}
