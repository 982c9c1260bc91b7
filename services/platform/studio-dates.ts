import { outsideStudioDates } from '../../domain/time/date-bounds';
import { fail } from '../../events/framework/errors';

/** 'YYYY-MM-DD' as the screens write it: 16/11/2029. */
const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * Refuses (400 DATE_TOO_FAR or DATE_TOO_EARLY, in Spanish) a date a member or staff entered that the studio cannot
 * mean (domain/time/date-bounds.ts), given the studio's today: for deciders and for the routes that only read.
 */
export function requireStudioDate(date: string, today: string): void {
  const outside = outsideStudioDates(date, today);
  if (!outside) return;
  if ('tooFar' in outside) throw fail('DATE_TOO_FAR', { hasta: dmy(outside.tooFar) });
  throw fail('DATE_TOO_EARLY', { desde: dmy(outside.tooEarly) });
}
