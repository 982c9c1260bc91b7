import { fail } from '../../events/framework/errors';
import type { BillingEvent, PaymentMethodName } from '../../events/catalog/billing.events';
import { addDays, addMonths, formatArs, nextMonthlyDate, totalOwed, type Charge } from '../../domain/billing/monthly-account';
import { earlyUntil, lateAfter, listPrice, versionOn, type PriceVersion } from '../../domain/billing/price-list';

/**
 * How her plan's price list prices her months (docs/features/price-lists.md): a month is charged at the version in
 * effect on its date and keeps it; she is told of a change the studio's notice days before the month that pays it;
 * a month settled by a cheaper method or by the early day earns those as discount lines; one still owed after the
 * late day is surcharged once. Pure: the command brings the package's live versions.
 */
export interface PriceFacts {
  versions: PriceVersion[];
  noticeDays: number;
}

/** What her account remembers of the prices: each month's version and which were surcharged or told ahead. */
export interface PricedMonths {
  /** period → the price-list version it was charged at (absent: the plan's own price, before any list). */
  versionOf?: Record<string, number>;
  surcharged?: string[];
  announced?: number[];
}

export const LATE_REASON = 'Recargo por pago fuera de término';
export const EARLY_REASON = 'Pronto pago';
const METHOD_REASON: Record<PaymentMethodName, string> = { efectivo: 'Precio en efectivo', transferencia: 'Precio por transferencia', mercado_pago: 'Precio con Mercado Pago' };

/** The month starting on `period`: the price of the version then in effect, or the plan's own. */
export function monthPrice(prices: PriceFacts | undefined, period: string, planPrice: number): { amount: number; priceVersion?: number } {
  const version = prices && versionOn(prices.versions, period);
  return version ? { amount: listPrice(version), priceVersion: version.versionId } : { amount: planPrice };
}

/** Her first monthly date on or after `day`. */
export function firstDateFrom(datesFrom: string, day: string): string {
  const anchor = Number(datesFrom.slice(8, 10));
  for (let i = 0; ; i++) {
    const date = addMonths(datesFrom, i, anchor);
    if (date >= day) return date;
  }
}

/**
 * Told once per version, from `noticeDays` before the month it prices first: the version in effect on her next
 * monthly date, when its price is not what her last month cost (a version in effect before she was told still is).
 */
export function announcement(plan: { planId: number; datesFrom: string; endsOn: string | null }, charges: readonly Charge[], lastAmount: number | undefined, prices: PriceFacts | undefined, priced: PricedMonths, userId: string, today: string): BillingEvent[] {
  if (!prices) return [];
  const next = nextMonthlyDate(plan.datesFrom, today, charges.map((c) => c.period));
  const version = versionOn(prices.versions, next);
  if (!version || priced.announced?.includes(version.versionId) || (plan.endsOn && next >= plan.endsOn)) return [];
  const amount = listPrice(version);
  const last = charges.at(-1);
  if (amount === lastAmount || (last && priced.versionOf?.[last.period] === version.versionId)) return [];
  if (today < addDays(next, -prices.noticeDays)) return [];
  return [{ type: 'MonthlyPriceIncreaseAnnounced', data: { userId, planId: plan.planId, versionId: version.versionId, firstPeriod: next, amount } }];
}

const versionFor = (prices: PriceFacts | undefined, priced: PricedMonths, period: string) =>
  prices?.versions.find((v) => v.versionId === priced.versionOf?.[period]);

/** Each month still owed after its version's late day, surcharged once. */
export function lateSurcharges(charges: readonly Charge[], prices: PriceFacts | undefined, priced: PricedMonths, userId: string, today: string): BillingEvent[] {
  return charges.flatMap((ch): BillingEvent[] => {
    const v = versionFor(prices, priced, ch.period);
    if (ch.owed === 0 || !v?.late || priced.surcharged?.includes(ch.period) || today <= lateAfter(ch.period, v.late.afterDay)) return [];
    return [{ type: 'MonthlyLateSurchargeCharged', data: { userId, period: ch.period, amount: v.late.surcharge, priceVersion: v.versionId, reason: LATE_REASON } }];
  });
}

/**
 * The discounts a payment earns on the months it settles, oldest first: the method's price below the list price,
 * and the early price when paid by the early day. A month it leaves partly owed earns nothing, nor the ones after.
 * A discount never becomes a balance in favour: when it settles every month and money is left, the discounts give
 * way to it from the last one back (she paid the list price by transfer: no discount, nothing kept).
 */
function adjustments(charges: readonly Charge[], prices: PriceFacts | undefined, priced: PricedMonths, pay: { userId: string; amount: number; method: PaymentMethodName; paidOn: string }): BillingEvent[] {
  let left = pay.amount;
  const lines: { period: string; amount: number; reason: string }[] = [];
  const owedMonths = [...charges].filter((c) => c.owed > 0).sort((a, b) => a.period.localeCompare(b.period));
  let settled = 0;
  for (const ch of owedMonths) {
    const v = versionFor(prices, priced, ch.period);
    const byMethod = Math.min(ch.owed, v ? listPrice(v) - v.prices[pay.method] : 0);
    const early = Math.min(ch.owed - byMethod, v?.early && pay.paidOn <= earlyUntil(ch.period, v.early.untilDay) ? v.early.discount : 0);
    if (left < ch.owed - byMethod - early) break;
    left -= ch.owed - byMethod - early;
    settled += 1;
    lines.push({ period: ch.period, amount: byMethod, reason: METHOD_REASON[pay.method] }, { period: ch.period, amount: early, reason: EARLY_REASON });
  }
  if (settled === owedMonths.length) {
    for (const line of lines.toReversed()) {
      const back = Math.min(line.amount, left);
      line.amount -= back;
      left -= back;
    }
  }
  return lines.filter((l) => l.amount > 0).map((l) => ({ type: 'MonthlyDiscountGranted', data: { userId: pay.userId, ...l } }));
}

/** A payment with the discounts it earns before it, checked against what is owed once they are taken off. */
export function pricedPayment(charges: readonly Charge[], prices: PriceFacts | undefined, priced: PricedMonths, pay: { userId: string; amount: number; method: PaymentMethodName; paidOn: string; allowCredit: boolean }): { discounts: BillingEvent[]; credit: number } {
  if (!Number.isInteger(pay.amount) || pay.amount <= 0) throw fail('PAYMENT_AMOUNT_INVALID');
  const discounts = adjustments(charges, prices, priced, pay);
  const owed = totalOwed(charges) - discounts.reduce((sum, e) => sum + (e.data as { amount: number }).amount, 0);
  if (pay.amount > owed && !pay.allowCredit) throw fail('PAYMENT_EXCEEDS_DEBT', { owed: formatArs(owed) });
  return { discounts, credit: Math.max(0, pay.amount - owed) };
}
