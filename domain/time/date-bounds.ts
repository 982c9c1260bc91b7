/**
 * The dates a studio can mean, around its today: a class, a closed day, a package's end, a report's range. A date
 * further ahead than a few seasons of planning is a slip of the keyboard (9999-12-31, 2206 for 2026) that would sit
 * in the agenda, the reports and every member's history for good; one further back than the studio's records is
 * no date anyone asks about.
 */
export const STUDIO_YEARS_AHEAD = 3;
export const STUDIO_YEARS_BACK = 20;

/** `date` (YYYY-MM-DD) moved by whole years; 29 February becomes 28 February in a common year. */
function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const year = y! + years;
  const lastDay = new Date(Date.UTC(year, m!, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d!, lastDay)).padStart(2, '0')}`;
}

export const latestStudioDate = (today: string) => addYears(today, STUDIO_YEARS_AHEAD);
export const earliestStudioDate = (today: string) => addYears(today, -STUDIO_YEARS_BACK);

/** Why `date` is no date the studio can mean, if it is not: too far ahead (the latest allowed) or too far back. */
export function outsideStudioDates(date: string, today: string): { tooFar: string } | { tooEarly: string } | undefined {
  const latest = latestStudioDate(today);
  if (date > latest) return { tooFar: latest };
  const earliest = earliestStudioDate(today);
  if (date < earliest) return { tooEarly: earliest };
  return undefined;
}
