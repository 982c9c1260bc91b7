import { describe, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import type { BillingEvent } from '../../events/catalog/billing.events';
import type { PriceVersion } from '../../domain/billing/price-list';
import { monthlyAccountDecider, type MonthlyAccountCommand } from './monthly-account.decider';
import type { PriceFacts } from './monthly-pricing';

// Her plan (package 7) charged on the 1st; its list: $ 20.000 in January, from February $ 23.000 in cash, $ 24.000 by
// transfer and $ 25.000 with Mercado Pago, $ 2.000 off until the 10th and $ 3.000 more after the 15th.
const spec = streamDeciderSpec(monthlyAccountDecider);
const u = 'user_1';
const january: PriceVersion = { versionId: 1, effectiveFrom: '2027-01-01', prices: { efectivo: 2_000_000, transferencia: 2_000_000, mercado_pago: 2_000_000 } };
const february: PriceVersion = {
  versionId: 2, effectiveFrom: '2027-02-01', prices: { efectivo: 2_300_000, transferencia: 2_400_000, mercado_pago: 2_500_000 },
  early: { untilDay: 10, discount: 200_000 }, late: { afterDay: 15, surcharge: 300_000 },
};
const prices: PriceFacts = { versions: [january, february], noticeDays: 7 };
const assigned: BillingEvent = { type: 'MonthlyPlanAssigned', data: { userId: u, planId: 7, name: 'Pilates 2x', monthlyPrice: 2_000_000, allowance: { kind: 'libre' }, startsOn: '2027-01-01' } };
const charge = (period: string, amount: number, priceVersion?: number, reason = 'Renovación mensual'): BillingEvent =>
  ({ type: 'MonthlyChargeDue', data: { userId: u, planId: 7, period, amount, reason, ...(priceVersion ? { priceVersion } : {}) } });
const announced: BillingEvent = { type: 'MonthlyPriceIncreaseAnnounced', data: { userId: u, planId: 7, versionId: 2, amount: 2_500_000, firstPeriod: '2027-02-01' } };
const discount = (amount: number, reason: string, period = '2027-02-01'): BillingEvent => ({ type: 'MonthlyDiscountGranted', data: { userId: u, period, amount, reason } });
const cmd = (c: Record<string, unknown>, today: string, facts: PriceFacts | null = prices) => ({ userId: u, today, prices: facts ?? undefined, ...c }) as MonthlyAccountCommand;
const pay = (amount: number, method: string, paidOn: string) => cmd({ type: 'RecordPayment', paymentId: 1, amount, method, paidOn, allowCredit: false }, paidOn);
const january1 = [assigned, charge('2027-01-01', 2_000_000, 1, 'Primer mes')];
const paidJanuary: BillingEvent = { type: 'MonthlyPaymentRecorded', data: { userId: u, paymentId: 9, amount: 2_000_000, method: 'efectivo', paidOn: '2027-01-02', credit: 0 } };
const inFebruary = [...january1, paidJanuary, announced, charge('2027-02-01', 2_500_000, 2)];

describe('a plan priced by its package’s price list', () => {
  it('charges the first month at the version in effect on its date, naming it', () => {
    const plan = { id: 7, name: 'Pilates 2x', monthlyPrice: 1_800_000, allowance: { kind: 'libre' }, deleted: false };
    spec.given([]).when(cmd({ type: 'AssignMonthlyPlan', plan, startsOn: '2027-01-01' }, '2027-01-01')).then(january1);
  });
  it('tells her the new price the studio’s notice days before the month it prices, once', () => {
    spec.given([...january1, paidJanuary]).when(cmd({ type: 'ChargeDueMonths' }, '2027-01-24')).then([]);
    spec.given([...january1, paidJanuary]).when(cmd({ type: 'ChargeDueMonths' }, '2027-01-25')).then([announced]);
    spec.given([...january1, paidJanuary, announced]).when(cmd({ type: 'ChargeDueMonths' }, '2027-01-26')).then([]);
  });
  it('tells her of a version that started mid-month before the month it prices first', () => {
    const midMonth = { versions: [january, { ...february, effectiveFrom: '2027-01-20' }], noticeDays: 7 };
    spec.given([...january1, paidJanuary]).when(cmd({ type: 'ChargeDueMonths' }, '2027-01-25', midMonth)).then([announced]);
  });
  it('charges each month at the version in effect on its date: an increase never re-prices a month charged', () => {
    spec.given([...january1, paidJanuary, announced]).when(cmd({ type: 'ChargeDueMonths' }, '2027-02-01')).then([charge('2027-02-01', 2_500_000, 2)]);
  });
  it('charges the plan’s own price while its package has no list', () => {
    spec.given([assigned, charge('2027-01-01', 2_000_000)]).when(cmd({ type: 'ChargeDueMonths' }, '2027-02-01', null)).then([charge('2027-02-01', 2_000_000)]);
  });
  it('gives the cash price and the early price as discount lines when a payment by the 10th settles the month', () => {
    spec.given(inFebruary).when(pay(2_100_000, 'efectivo', '2027-02-10')).then([
      discount(200_000, 'Precio en efectivo'),
      discount(200_000, 'Pronto pago'),
      { type: 'MonthlyPaymentRecorded', data: { userId: u, paymentId: 1, amount: 2_100_000, method: 'efectivo', paidOn: '2027-02-10', credit: 0 } },
    ]);
  });
  it('gives nothing on a payment that leaves the month owed, and no early price after the 10th', () => {
    spec.given(inFebruary).when(pay(1_000_000, 'efectivo', '2027-02-05')).then([{ type: 'MonthlyPaymentRecorded', data: { userId: u, paymentId: 1, amount: 1_000_000, method: 'efectivo', paidOn: '2027-02-05', credit: 0 } }]);
    spec.given(inFebruary).when(pay(2_400_000, 'transferencia', '2027-02-11')).then([
      discount(100_000, 'Precio por transferencia'),
      { type: 'MonthlyPaymentRecorded', data: { userId: u, paymentId: 1, amount: 2_400_000, method: 'transferencia', paidOn: '2027-02-11', credit: 0 } },
    ]);
  });
  it('never turns a discount into a balance in favour: paid above the discounted price, the discounts give way first', () => {
    spec.given(inFebruary).when(pay(2_500_000, 'efectivo', '2027-02-03')).then([{ type: 'MonthlyPaymentRecorded', data: { userId: u, paymentId: 1, amount: 2_500_000, method: 'efectivo', paidOn: '2027-02-03', credit: 0 } }]);
    spec.given(inFebruary).when(pay(2_200_000, 'efectivo', '2027-02-03')).then([
      discount(200_000, 'Precio en efectivo'),
      discount(100_000, 'Pronto pago'),
      { type: 'MonthlyPaymentRecorded', data: { userId: u, paymentId: 1, amount: 2_200_000, method: 'efectivo', paidOn: '2027-02-03', credit: 0 } },
    ]);
  });
  it('refuses a payment above the whole debt, naming it', () => {
    spec.given(inFebruary).when(pay(2_600_000, 'efectivo', '2027-02-03')).thenRejects({ status: 409, code: 'PAYMENT_EXCEEDS_DEBT', detail: 'El pago supera lo que se debe ($ 25.000). Registra como máximo ese monto.' });
  });
  it('surcharges a month still owed after the 15th, once, and not a month paid', () => {
    const surcharge: BillingEvent = { type: 'MonthlyLateSurchargeCharged', data: { userId: u, period: '2027-02-01', amount: 300_000, priceVersion: 2, reason: 'Recargo por pago fuera de término' } };
    spec.given(inFebruary).when(cmd({ type: 'ChargeDueMonths' }, '2027-02-15')).then([]);
    spec.given(inFebruary).when(cmd({ type: 'ChargeDueMonths' }, '2027-02-16')).then([surcharge]);
    spec.given([...inFebruary, surcharge]).when(cmd({ type: 'ChargeDueMonths' }, '2027-02-20')).then([]);
    const paid: BillingEvent = { type: 'MonthlyPaymentRecorded', data: { userId: u, paymentId: 2, amount: 2_500_000, method: 'mercado_pago', paidOn: '2027-02-12', credit: 0 } };
    spec.given([...inFebruary, paid]).when(cmd({ type: 'ChargeDueMonths' }, '2027-02-16')).then([]);
  });
});
