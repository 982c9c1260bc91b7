/**
 * Money in real terms: with prices rising 7–8 % a month, a month's income next to another's says little until both
 * are in pesos of one month. A monthly price index (the INDEC's IPC, or the owner's own) converts an amount received
 * in one month into pesos of the chosen base month: amount × index(base) / index(month). Pure.
 */

export interface IndexMonth {
  /** YYYY-MM */
  month: string;
  value: number;
}

export const monthOfDay = (day: string) => day.slice(0, 7);

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const isMonth = (text: string) => MONTH.test(text);

/** `amount` received in `month`, in pesos of `base`; null when either month has no index. */
export function inPesosOf(amount: number, month: string, base: string, index: ReadonlyMap<string, number>): number | null {
  const from = index.get(month);
  const to = index.get(base);
  if (!from || !to) return null;
  return Math.round((amount * to) / from * 100) / 100;
}

/**
 * Amounts dated by day, summed in pesos of `base`, with the months that lack an index (their amounts are left out of
 * the real sum, and the screen names them).
 */
export function realTotal(amounts: readonly { day: string; amount: number }[], base: string, index: ReadonlyMap<string, number>): { total: number; missing: string[] } {
  let total = 0;
  const missing = new Set<string>();
  for (const { day, amount } of amounts) {
    if (!amount) continue;
    const month = monthOfDay(day);
    const real = inPesosOf(amount, month, base, index);
    if (real === null) missing.add(index.has(base) ? month : base);
    else total += real;
  }
  return { total: Math.round(total * 100) / 100, missing: [...missing].sort() };
}

export type IndexRefusal = { code: 'INDEX_ROW_INVALID'; params: { line: number; value: string } } | { code: 'INDEX_EMPTY' };

/**
 * A month and its value per row, as the owner types them or a spreadsheet exports them: "2026-11" or "11/2026",
 * and "7.694,0766" or "7694.0766". A header row (no month in its first cell) is skipped.
 */
export function readIndexRows(records: string[][]): { months: IndexMonth[] } | { refusal: IndexRefusal } {
  const months: IndexMonth[] = [];
  for (const [i, row] of records.entries()) {
    const [monthText = '', valueText = ''] = row.map((cell) => cell.trim());
    if (!monthText && !valueText) continue;
    const month = monthFrom(monthText);
    if (!month) {
      if (i === 0) continue;
      return { refusal: { code: 'INDEX_ROW_INVALID', params: { line: i + 1, value: monthText } } };
    }
    const value = decimalFrom(valueText);
    if (value === null || value <= 0) return { refusal: { code: 'INDEX_ROW_INVALID', params: { line: i + 1, value: valueText } } };
    months.push({ month, value });
  }
  return months.length ? { months } : { refusal: { code: 'INDEX_EMPTY' } };
}

function monthFrom(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})$/.exec(text);
  const local = /^(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month] = iso ? [iso[1]!, iso[2]!] : local ? [local[2]!, local[1]!] : [];
  if (!year || !month) return null;
  const result = `${year}-${month.padStart(2, '0')}`;
  return isMonth(result) ? result : null;
}

/** "7.694,0766" (Argentine), "7694.0766" or "7694": a positive decimal; null when it is not one. */
export function decimalFrom(text: string): number | null {
  const clean = text.replace(/\s/g, '');
  const normal = clean.includes(',') ? clean.replace(/\./g, '').replace(',', '.') : clean;
  if (!/^\d+(\.\d+)?$/.test(normal)) return null;
  return Number(normal);
}
