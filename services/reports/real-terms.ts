import type { Static } from 'typebox';
import type { RealTermsSchema } from '../../contract/price-index';
import { isMonth, realTotal } from '../../domain/reports/price-index';
import { fail } from '../../events/framework/errors';
import type { Db } from '../../db/database';
import { listPriceIndex } from '../../projections/reports/price-index.queries';
import { listPackageIncomeByMonth } from '../../projections/reports/report-money.queries';
import type { DateRange } from '../../projections/reports/reports.queries';

/**
 * The summary's income in pesos of `base` (by default the latest month with an index): the total, the average ticket
 * both ways, and each package's. Null when the studio keeps no index.
 */
export async function realTerms(db: Db, range: DateRange, days: readonly { date: string; revenue: number; sales: number }[], requestedBase: string | undefined): Promise<Static<typeof RealTermsSchema>> {
  if (requestedBase !== undefined && !isMonth(requestedBase)) throw fail('INDEX_BASE_INVALID');
  const months = await listPriceIndex(db);
  if (!months.length) return null;
  const index = new Map(months.map((m) => [m.month, m.value]));
  const base = requestedBase ?? months.at(-1)!.month;
  const total = realTotal(days.map((d) => ({ day: d.date, amount: d.revenue })), base, index);
  const perPackage = new Map<number, { day: string; amount: number }[]>();
  for (const row of await listPackageIncomeByMonth(db, range)) perPackage.set(row.packageId, [...(perPackage.get(row.packageId) ?? []), { day: `${row.month}-01`, amount: row.revenue }]);
  const sales = days.reduce((sum, d) => sum + d.sales, 0);
  const nominal = days.reduce((sum, d) => sum + d.revenue, 0);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    base,
    revenue: total.total,
    averageTicket: sales ? round(nominal / sales) : null,
    averageTicketReal: sales && !total.missing.length ? round(total.total / sales) : null,
    byPackage: [...perPackage].map(([packageId, amounts]) => ({ packageId, revenue: realTotal(amounts, base, index).total })),
    missing: total.missing,
  };
}
