import { fail } from '../../events/framework/errors';

/** Validation shared by the catalog's deciders; each throws a 400 with Spanish text in the voice of docs/product.md §8. */

// A class name on a phone screen; longer is a typo, not a name.
export const MAX_NAME_LENGTH = 80;
// Sanity bounds: no studio sells more than a few classes a day or a price above a hundred million pesos.
export const MAX_CLASSES_PER_MONTH = 100;
export const MAX_CAPACITY = 500;
export const MAX_PRICE = 100_000_000;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Trims and collapses inner spaces, so 'Yoga  ' and 'Yoga' are one name. */
export function requireName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw fail('NAME_REQUIRED');
  if (name.length > MAX_NAME_LENGTH) throw fail('NAME_TOO_LONG', { max: MAX_NAME_LENGTH });
  return name;
}

export function requireTime(time: string): string {
  if (!HH_MM.test(time)) throw fail('INVALID_TIME');
  return time;
}

export function requireWeekday(weekday: number): number {
  if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) throw fail('INVALID_WEEKDAY');
  return weekday;
}

export function requireCapacity(capacity: number): number {
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > MAX_CAPACITY) {
    throw fail('INVALID_CAPACITY', { max: MAX_CAPACITY });
  }
  return capacity;
}

// A class from a short drop-in to a long workshop; outside that it is a typo.
export const MIN_DURATION = 15;
export const MAX_DURATION = 300;

export function requireDuration(minutes: number): number {
  if (!Number.isInteger(minutes) || minutes < MIN_DURATION || minutes > MAX_DURATION) {
    throw fail('INVALID_DURATION', { min: MIN_DURATION, max: MAX_DURATION });
  }
  return minutes;
}

export function requireClassesPerMonth(classes: number): number {
  if (!Number.isInteger(classes) || classes < 1 || classes > MAX_CLASSES_PER_MONTH) {
    throw fail('INVALID_CLASS_COUNT', { max: MAX_CLASSES_PER_MONTH });
  }
  return classes;
}

/** Pesos with at most two decimals; returned rounded to the cent so float noise never reaches the log. */
export function requirePrice(price: number): number {
  const cents = Math.round(price * 100);
  if (!Number.isFinite(price) || price < 0 || price > MAX_PRICE || Math.abs(price * 100 - cents) > 1e-6) {
    throw fail('INVALID_PRICE');
  }
  return cents / 100;
}
