import { Type } from 'typebox';
import { defineEvents } from './define-events';

/**
 * The monthly plan's money, on the member stream `member:<userId>` beside her packages: a plan assigned, each month
 * charged, each payment, discount and write-off with its reason, and her own cancellation. Amounts are whole
 * centavos of ARS; dates are studio-calendar `YYYY-MM-DD`; the actor is in metadata. Each of these is one line of
 * her money ledger.
 */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Centavos = Type.Integer({ minimum: 1 });

const Allowance = Type.Union([
  Type.Object({ kind: Type.Literal('por_semana'), classes: Type.Integer({ minimum: 1 }) }),
  Type.Object({ kind: Type.Literal('por_mes'), classes: Type.Integer({ minimum: 1 }) }),
  Type.Object({ kind: Type.Literal('libre') }),
]);

/** The plan starts on `startsOn`, her monthly date from then on; the first month is charged with it. */
const MonthlyPlanAssigned = Type.Object({ userId: Type.String(), planId: Type.Integer(), name: Type.String(), monthlyPrice: Centavos, allowance: Allowance, startsOn: Day });
/** One month due (the first with the assignment; the rest by the renewal job on the monthly date, once each). */
const MonthlyChargeDue = Type.Object({ userId: Type.String(), planId: Type.Integer(), period: Day, amount: Centavos, reason: Type.String() });
const PaymentMethod = Type.Union([Type.Literal('efectivo'), Type.Literal('transferencia'), Type.Literal('mercado_pago')]);
/** A payment, settling the oldest months first; `credit` is what the studio kept as her balance in favour. */
const MonthlyPaymentRecorded = Type.Object({
  userId: Type.String(), paymentId: Type.Integer(), amount: Centavos, method: PaymentMethod, paidOn: Day,
  reference: Type.Optional(Type.String()), credit: Type.Integer({ minimum: 0 }),
});
/** Less owed on one month, with the reason (a family discount, a month the studio closed). */
const MonthlyDiscountGranted = Type.Object({ userId: Type.String(), period: Day, amount: Centavos, reason: Type.String() });
/** The studio gives up what is owed of one month, with the reason. */
const MonthlyDebtWrittenOff = Type.Object({ userId: Type.String(), period: Day, amount: Centavos, reason: Type.String() });
/** She (or the studio) ends the plan: nothing is charged from `endsOn`; what is paid stays hers until then. */
const MonthlyPlanCancelled = Type.Object({ userId: Type.String(), planId: Type.Integer(), endsOn: Day, reason: Type.String(), cancelledAt: Type.String(), byMember: Type.Boolean() });

export const billingEvents = defineEvents({ MonthlyPlanAssigned, MonthlyChargeDue, MonthlyPaymentRecorded, MonthlyDiscountGranted, MonthlyDebtWrittenOff, MonthlyPlanCancelled });

export type MonthlyAllowance = Type.Static<typeof Allowance>;
export type PaymentMethodName = Type.Static<typeof PaymentMethod>;
export type BillingEvent =
  | { type: 'MonthlyPlanAssigned'; data: Type.Static<typeof MonthlyPlanAssigned> }
  | { type: 'MonthlyChargeDue'; data: Type.Static<typeof MonthlyChargeDue> }
  | { type: 'MonthlyPaymentRecorded'; data: Type.Static<typeof MonthlyPaymentRecorded> }
  | { type: 'MonthlyDiscountGranted'; data: Type.Static<typeof MonthlyDiscountGranted> }
  | { type: 'MonthlyDebtWrittenOff'; data: Type.Static<typeof MonthlyDebtWrittenOff> }
  | { type: 'MonthlyPlanCancelled'; data: Type.Static<typeof MonthlyPlanCancelled> };

export const BILLING_EVENT_TYPES = ['MonthlyPlanAssigned', 'MonthlyChargeDue', 'MonthlyPaymentRecorded', 'MonthlyDiscountGranted', 'MonthlyDebtWrittenOff', 'MonthlyPlanCancelled'] as const;
