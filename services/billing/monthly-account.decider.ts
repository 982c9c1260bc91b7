import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { BillingEvent, MonthlyAllowance, PaymentMethodName } from '../../events/catalog/billing.events';
import { MAX_CLASSES_PER_WEEK } from '../../domain/billing/plan-allowance';
import type { PlanFacts } from '../../projections/billing/billing.queries';
import { approve, reject, report, type PendingReport } from './payment-report';
import { addDays, nextMonthlyDate, periodsDue, settleOldestFirst, type Charge } from '../../domain/billing/monthly-account';
import { closureMove, deferredInMonth, pauseMove } from './monthly-dates';
import { announcement, lateSurcharges, monthPrice, pricedPayment, type PriceFacts, type PricedMonths } from './monthly-pricing';

/** The member's monthly plan, from her stream's billing events (package events on the same stream pass by). */
export interface MonthlyPlanHeld {
  planId: number;
  monthlyPrice: number;
  startsOn: string;
  /** Her monthly dates count from here: the start, or the day a pause or closure moved them to. */
  datesFrom: string;
  /** Set by a cancellation: nothing is charged from this date. */
  endsOn: string | null;
  /** The classes each month gives her: the package's a month, a number a week, or unlimited. */
  allowance: MonthlyAllowance;
}

export interface MonthlyAccount {
  plan: MonthlyPlanHeld | null;
  charges: Charge[];
  /** Paid beyond the debt, kept when the studio takes balances in favour; the next months use it first. */
  credit: number;
  /** Her report of a payment waiting for the studio (payment-report.ts). */
  pendingReport: PendingReport | null;
  /** Every receipt she sent, by SHA-256: the same file is not a second payment. */
  receiptHashes: string[];
  /** The studio's closed days that moved her dates (and were not reopened). */
  closures?: string[];
  /** Closed days in months not charged yet, kept for the month they fall in (monthly-dates.ts). */
  deferredClosures?: string[];
  /** What her months were priced at by the package's price list (monthly-pricing.ts). */
  priced?: PricedMonths;
}

/** What the command looked up about the studio's plan (the decider never reads tables). */
export type { PlanFacts };

/** `prices`: her plan's package's price list, looked up by the command (absent: the package has none). */
export type MonthlyAccountCommand = { memberDeleted?: boolean; userId: string; today: string; prices?: PriceFacts } & (
  /** `allowance`: the admin's choice of how the month gives classes (absent: the package's classes a month). */
  | { type: 'AssignMonthlyPlan'; plan: PlanFacts | undefined; startsOn: string; allowance?: MonthlyAllowance }
  | { type: 'ChargeDueMonths' }
  | { type: 'RecordPayment'; paymentId: number; amount: number; method: PaymentMethodName; paidOn: string; reference?: string; allowCredit: boolean }
  | { type: 'GrantDiscount'; period: string; amount: number; reason: string }
  | { type: 'WriteOffDebt'; period: string; reason: string }
  | { type: 'CancelMonthlyPlan'; reason: string; now: string; byMember: boolean }
  | { type: 'ReportPayment'; reportId: number; amount: number; method: PendingReport['method']; receiptKey: string; receiptMime: string; receiptHash: string; operation?: string; now: string; allowCredit: boolean }
  | { type: 'ApprovePaymentReport'; reportId: number; paymentId: number; allowCredit: boolean }
  | { type: 'RejectPaymentReport'; reportId: number; reason: string }
  /**
   * A pause of hers starting on `from` (before her next monthly date) moves her dates. A closed studio day
   * (`closure`, the same as `from`) moves them once, only when it falls in the month running; reopened (`days` -1),
   * it gives back what it moved.
   */
  | { type: 'MoveMonthlyDates'; from: string; days: number; reason: string; closure?: string }
);

const initialState = (): MonthlyAccount => ({ plan: null, charges: [], credit: 0, pendingReport: null, receiptHashes: [] });

const lessOwed = (charges: Charge[], period: string, amount: number) =>
  charges.map((c) => (c.period === period ? { ...c, owed: Math.max(0, c.owed - amount) } : c));

function evolve(state: MonthlyAccount, event: BillingEvent | { type: string; data: unknown }): MonthlyAccount {
  const e = event as BillingEvent;
  switch (e.type) {
    case 'MonthlyPlanAssigned':
      return { ...state, plan: { planId: e.data.planId, monthlyPrice: e.data.monthlyPrice, startsOn: e.data.startsOn, datesFrom: e.data.startsOn, endsOn: null, allowance: e.data.allowance } };
    case 'MonthlyChargeDue': {
      const fromCredit = Math.min(state.credit, e.data.amount);
      const charge = { period: e.data.period, amount: e.data.amount, owed: e.data.amount - fromCredit };
      const priced = e.data.priceVersion === undefined ? state.priced : { ...state.priced, versionOf: { ...state.priced?.versionOf, [e.data.period]: e.data.priceVersion } };
      return { ...state, credit: state.credit - fromCredit, charges: [...state.charges, charge], priced };
    }
    case 'MonthlyLateSurchargeCharged': {
      const charges = state.charges.map((c) => (c.period === e.data.period ? { ...c, amount: c.amount + e.data.amount, owed: c.owed + e.data.amount } : c));
      return { ...state, charges, priced: { ...state.priced, surcharged: [...(state.priced?.surcharged ?? []), e.data.period] } };
    }
    case 'MonthlyPriceIncreaseAnnounced':
      return { ...state, priced: { ...state.priced, announced: [...(state.priced?.announced ?? []), e.data.versionId] } };
    case 'MonthlyPaymentRecorded': {
      const { charges } = settleOldestFirst(state.charges, e.data.amount - e.data.credit);
      const pendingReport = e.data.reportId !== undefined && state.pendingReport?.reportId === e.data.reportId ? null : state.pendingReport;
      return { ...state, charges, credit: state.credit + e.data.credit, pendingReport };
    }
    case 'MonthlyPaymentReported': {
      const { reportId, amount, method, receiptHash } = e.data;
      return { ...state, pendingReport: { reportId, amount, method, reportedOn: e.data.reportedOn }, receiptHashes: [...state.receiptHashes, receiptHash] };
    }
    case 'MonthlyPaymentReportRejected':
      return { ...state, pendingReport: null };
    case 'MonthlyDiscountGranted':
    case 'MonthlyDebtWrittenOff':
      return { ...state, charges: lessOwed(state.charges, e.data.period, e.data.amount) };
    case 'MonthlyPlanCancelled':
      return state.plan ? { ...state, plan: { ...state.plan, endsOn: e.data.endsOn } } : state;
    case 'MonthlyDatesMoved': {
      if (!state.plan) return state;
      const endsOn = state.plan.endsOn && addDays(state.plan.endsOn, e.data.days);
      const { closure } = e.data;
      const closures = closure === undefined ? state.closures : e.data.days > 0 ? [...(state.closures ?? []), closure] : (state.closures ?? []).filter((d) => d !== closure);
      const deferredClosures = closure === undefined ? state.deferredClosures : state.deferredClosures?.filter((d) => d !== closure);
      return { ...state, plan: { ...state.plan, datesFrom: e.data.nextPeriod, endsOn }, closures, deferredClosures };
    }
    case 'MonthlyClosureDeferred':
      return { ...state, deferredClosures: [...(state.deferredClosures ?? []), e.data.closure] };
    case 'MonthlyDeferredClosureDropped':
      return { ...state, deferredClosures: (state.deferredClosures ?? []).filter((d) => d !== e.data.closure) };
    default:
      return state;
  }
}

/** A plan is current until its end date; a cancelled one stays usable until then. */
export const planIsCurrent = (plan: MonthlyPlanHeld | null, today: string): plan is MonthlyPlanHeld =>
  !!plan && (!plan.endsOn || plan.endsOn > today);

function assign(c: Extract<MonthlyAccountCommand, { type: 'AssignMonthlyPlan' }>, s: MonthlyAccount): BillingEvent[] {
  if (!c.plan || c.plan.deleted) throw fail('PACKAGE_DELETED');
  if (c.plan.monthlyPrice <= 0) throw fail('PACKAGE_WITHOUT_PRICE');
  if (planIsCurrent(s.plan, c.today)) throw fail('MONTHLY_PLAN_ACTIVE');
  const { id: planId, name } = c.plan;
  const allowance = c.allowance ?? c.plan.allowance;
  if (allowance.kind !== 'libre' && (!Number.isInteger(allowance.classes) || allowance.classes < 1 || (allowance.kind === 'por_semana' && allowance.classes > MAX_CLASSES_PER_WEEK))) {
    throw fail('INVALID_ALLOWANCE', { max: MAX_CLASSES_PER_WEEK });
  }
  const first = monthPrice(c.prices, c.startsOn, c.plan.monthlyPrice);
  return [
    { type: 'MonthlyPlanAssigned', data: { userId: c.userId, planId, name, monthlyPrice: first.amount, allowance, startsOn: c.startsOn } },
    { type: 'MonthlyChargeDue', data: { userId: c.userId, planId, period: c.startsOn, reason: 'Primer mes', ...first } },
  ];
}

/**
 * Her account's time rules, each once so a late or repeated run appends the same: every monthly date reached and not
 * yet charged (at the price in effect on it), a month owed past its late day surcharged, a price change told ahead.
 */
function chargeDue(c: Extract<MonthlyAccountCommand, { type: 'ChargeDueMonths' }>, s: MonthlyAccount): BillingEvent[] {
  if (!s.plan) return [];
  const charges: BillingEvent[] = [];
  let after = s;
  // One month at a time: a closed day kept for a month lengthens it, which moves the months after it.
  for (let period = firstUncharged(after, c.today); period !== undefined; period = firstUncharged(after, c.today)) {
    const { planId, monthlyPrice } = after.plan!;
    const charge: BillingEvent = { type: 'MonthlyChargeDue', data: { userId: c.userId, planId, period, reason: 'Renovación mensual', ...monthPrice(c.prices, period, monthlyPrice) } };
    charges.push(charge);
    after = evolve(after, charge);
    for (let moved = deferredInMonth(c.userId, period, after.plan!, after); moved; moved = deferredInMonth(c.userId, period, after.plan!, after)) {
      charges.push(moved);
      after = evolve(after, moved);
    }
  }
  const lastCharge = charges.filter((e) => e.type === 'MonthlyChargeDue').at(-1)?.data as { amount: number } | undefined;
  const lastAmount = lastCharge ? lastCharge.amount : s.charges.at(-1)?.amount;
  const priced = after.priced ?? {};
  return [...charges, ...lateSurcharges(after.charges, c.prices, priced, c.userId, c.today), ...(planIsCurrent(s.plan, c.today) ? announcement(s.plan, after.charges, lastAmount, c.prices, priced, c.userId, c.today) : [])];
}

/** Her first monthly date reached and not charged yet. */
function firstUncharged(s: MonthlyAccount, today: string): string | undefined {
  const charged = new Set(s.charges.map((ch) => ch.period));
  return periodsDue(s.plan!.datesFrom, today, s.plan!.endsOn).find((period) => !charged.has(period));
}

/** A payment, after the discounts its method and day earn on the months it settles (monthly-pricing.ts). */
function pay(c: Extract<MonthlyAccountCommand, { type: 'RecordPayment' }>, s: MonthlyAccount): BillingEvent[] {
  const { paymentId, amount, method, paidOn, reference } = c;
  const { discounts, credit } = pricedPayment(s.charges, c.prices, s.priced ?? {}, { userId: c.userId, amount, method, paidOn, allowCredit: c.allowCredit });
  const data = { userId: c.userId, paymentId, amount, method, paidOn, credit, ...(reference ? { reference } : {}) };
  return [...discounts, { type: 'MonthlyPaymentRecorded', data }];
}

function owedOn(s: MonthlyAccount, period: string, reason: string): number {
  if (!reason.trim()) throw fail('REASON_REQUIRED');
  const owed = s.charges.find((ch) => ch.period === period)?.owed ?? 0;
  if (owed === 0) throw fail('NOTHING_OWED');
  return owed;
}

function discount(c: Extract<MonthlyAccountCommand, { type: 'GrantDiscount' }>, s: MonthlyAccount): BillingEvent[] {
  if (!Number.isInteger(c.amount) || c.amount <= 0) throw fail('PAYMENT_AMOUNT_INVALID');
  if (c.amount > owedOn(s, c.period, c.reason)) throw fail('DISCOUNT_EXCEEDS_OWED');
  return [{ type: 'MonthlyDiscountGranted', data: { userId: c.userId, period: c.period, amount: c.amount, reason: c.reason.trim() } }];
}

function writeOff(c: Extract<MonthlyAccountCommand, { type: 'WriteOffDebt' }>, s: MonthlyAccount): BillingEvent[] {
  const amount = owedOn(s, c.period, c.reason);
  return [{ type: 'MonthlyDebtWrittenOff', data: { userId: c.userId, period: c.period, amount, reason: c.reason.trim() } }];
}

/** 'DD/MM', the style the server's notices write a date in. */
const dayMonthOf = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** Ley 24.240 art. 10 ter: she ends it herself; it runs to the next monthly date, which is not charged. */
function cancel(c: Extract<MonthlyAccountCommand, { type: 'CancelMonthlyPlan' }>, s: MonthlyAccount): BillingEvent[] {
  if (!planIsCurrent(s.plan, c.today)) throw fail('NO_MONTHLY_PLAN');
  const { planId, datesFrom, endsOn } = s.plan;
  if (endsOn) throw fail('MONTHLY_PLAN_ENDING', { lastDay: dayMonthOf(addDays(endsOn, -1)) });
  const ends = nextMonthlyDate(datesFrom, c.today, s.charges.map((ch) => ch.period));
  return [{ type: 'MonthlyPlanCancelled', data: { userId: c.userId, planId, endsOn: ends, reason: c.reason.trim(), cancelledAt: c.now, byMember: c.byMember } }];
}

/** A pause or a closed day lengthens the month running, or a closed day ahead is kept for its month (monthly-dates.ts). */
function moveDates(c: Extract<MonthlyAccountCommand, { type: 'MoveMonthlyDates' }>, s: MonthlyAccount): BillingEvent[] {
  if (!planIsCurrent(s.plan, c.today)) return [];
  return c.closure === undefined ? pauseMove(c, s.plan, s) : closureMove({ ...c, closure: c.closure }, s.plan, s);
}

function decide(c: MonthlyAccountCommand, s: MonthlyAccount): BillingEvent[] {
  if (c.memberDeleted && c.type !== 'ChargeDueMonths') throw fail('USER_DELETED');
  switch (c.type) {
    case 'AssignMonthlyPlan': return assign(c, s);
    case 'ChargeDueMonths': return c.memberDeleted ? [] : chargeDue(c, s);
    case 'RecordPayment': return pay(c, s);
    case 'GrantDiscount': return discount(c, s);
    case 'WriteOffDebt': return writeOff(c, s);
    case 'CancelMonthlyPlan': return cancel(c, s);
    case 'ReportPayment': return report(c, s);
    case 'ApprovePaymentReport': return approve(c, s);
    case 'RejectPaymentReport': return reject(c, s);
    case 'MoveMonthlyDates': return moveDates(c, s);
  }
}

export const monthlyAccountDecider: StreamDecider<MonthlyAccount, MonthlyAccountCommand, BillingEvent> = { initialState, evolve, decide };
