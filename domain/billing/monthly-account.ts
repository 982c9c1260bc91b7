/**
 * A member's monthly plan ("abono") as Argentine studios run it: every month is an amount due whether or not she
 * paid, payments settle the oldest debt first, and how late she is decides her state. Pure: dates are studio
 * `YYYY-MM-DD`, amounts whole centavos of ARS (no float rounding in money).
 */

/** One month charged and what of it is still owed. */
export interface Charge {
  /** The month's first day of service (her monthly date in that month). */
  period: string;
  /** Due on `period`; overdue from the day after. */
  amount: number;
  owed: number;
}

export type AccountState = 'al_dia' | 'debe' | 'en_mora';

/** `date` (YYYY-MM-DD) plus whole months, keeping the day of `anchorDay` or the month's last day (31 → 28/30). */
export function addMonths(date: string, months: number, anchorDay = Number(date.slice(8, 10))): string {
  const [y, m] = date.split('-').map(Number);
  const index = y! * 12 + (m! - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(anchorDay, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `date` (YYYY-MM-DD) plus whole days (negative: earlier). */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Every period due from `startsOn` up to and including `today`, before `endsOn` when the plan was cancelled. */
export function periodsDue(startsOn: string, today: string, endsOn?: string | null): string[] {
  const anchor = Number(startsOn.slice(8, 10));
  const periods: string[] = [];
  for (let i = 0; ; i++) {
    const period = addMonths(startsOn, i, anchor);
    if (period > today || (endsOn && period >= endsOn)) return periods;
    periods.push(period);
  }
}

/**
 * Her next monthly date: the first of her dates (from `datesFrom`, her monthly date since the last move) after `today`
 * that is not charged yet (a plan starting ahead has its first month charged already).
 */
export function nextMonthlyDate(datesFrom: string, today: string, charged: readonly string[]): string {
  const anchor = Number(datesFrom.slice(8, 10));
  for (let i = 0; ; i++) {
    const date = addMonths(datesFrom, i, anchor);
    if (date > today && !charged.includes(date)) return date;
  }
}

/** The payment spread over the charges, oldest first: the new `owed` of each, and what is left over. */
export function settleOldestFirst(charges: readonly Charge[], amount: number): { charges: Charge[]; leftover: number } {
  let left = amount;
  const settled = [...charges]
    .sort((a, b) => a.period.localeCompare(b.period))
    .map((c) => {
      const paid = Math.min(c.owed, left);
      left -= paid;
      return { ...c, owed: c.owed - paid };
    });
  return { charges: settled, leftover: left };
}

export const totalOwed = (charges: readonly Charge[]) => charges.reduce((sum, c) => sum + c.owed, 0);

/** Days the oldest unpaid month is overdue on `today` (0 when nothing is owed or it is due today). */
export function daysOverdue(charges: readonly Charge[], today: string): number {
  const oldest = charges.filter((c) => c.owed > 0).sort((a, b) => a.period.localeCompare(b.period))[0];
  return oldest ? Math.max(0, daysBetween(oldest.period, today)) : 0;
}

/** "al día" owes nothing; "debe" owes within the studio's grace days; "en mora" is past them. */
export function accountState(charges: readonly Charge[], today: string, graceDays: number): AccountState {
  if (totalOwed(charges) === 0) return 'al_dia';
  return daysOverdue(charges, today) > graceDays ? 'en_mora' : 'debe';
}

/** Days past the grace period (the days "en mora"), 0 when she is not in mora. */
export function daysInMora(charges: readonly Charge[], today: string, graceDays: number): number {
  return Math.max(0, daysOverdue(charges, today) - graceDays);
}

/** Centavos as the studio writes prices: "$ 12.500" or "$ 12.500,50". */
export function formatArs(centavos: number): string {
  const pesos = new Intl.NumberFormat('es-AR', { minimumFractionDigits: centavos % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(centavos / 100);
  return `$ ${pesos}`;
}
