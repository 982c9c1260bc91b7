import { Type } from 'typebox';
import { defineEvents } from './define-events';

/**
 * The monthly plan's money (docs/features/monthly-plans.md), on her own stream `monthly-account:<userId>`: a plan
 * assigned, each month charged, each payment, discount and write-off with its reason, and the cancellation. Amounts
 * are whole centavos of ARS; dates are studio-calendar `YYYY-MM-DD`; the actor is in metadata. Each of these is one
 * line of her money ledger. The studio's rules for it are on `studio-settings:billing`.
 */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
// An int4 column: $ 21 millones, far above any monthly fee.
const Centavos = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

const Allowance = Type.Union([
  Type.Object({ kind: Type.Literal('por_semana'), classes: Type.Integer({ minimum: 1 }) }),
  Type.Object({ kind: Type.Literal('por_mes'), classes: Type.Integer({ minimum: 1 }) }),
  Type.Object({ kind: Type.Literal('libre') }),
]);

/** The plan starts on `startsOn`, her monthly date from then on; the first month is charged with it. */
const MonthlyPlanAssigned = Type.Object({ userId: Type.String(), planId: Type.Integer(), name: Type.String(), monthlyPrice: Centavos, allowance: Allowance, startsOn: Day });
/** One month due (the first with the assignment; the rest by the renewal job on the monthly date, once each). */
const MonthlyChargeDue = Type.Object({
  userId: Type.String(), planId: Type.Integer(), period: Day, amount: Centavos, reason: Type.String(),
  /** The package's price-list version it was charged at (added with price lists: absent, the plan's own price). */
  priceVersion: Type.Optional(Type.Integer({ minimum: 1 })),
});
/**
 * Told ahead (the studio's notice days before it starts) that her plan's price changes: appended by the renewal job's
 * clock, once per version, so the push notice and her card come from the log and a replay tells the same.
 */
const MonthlyPriceIncreaseAnnounced = Type.Object({
  userId: Type.String(), planId: Type.Integer(), versionId: Type.Integer({ minimum: 1 }), amount: Centavos,
  /** Her first monthly date at the new price. */
  firstPeriod: Day,
});
/** A month still owed after the price list's late day: surcharged once ("Recargo por pago fuera de término"). */
const MonthlyLateSurchargeCharged = Type.Object({ userId: Type.String(), period: Day, amount: Centavos, priceVersion: Type.Integer({ minimum: 1 }), reason: Type.String() });
const PaymentMethod = Type.Union([Type.Literal('efectivo'), Type.Literal('transferencia'), Type.Literal('mercado_pago')]);
/** A payment, settling the oldest months first; `credit` is what the studio kept as her balance in favour. */
const MonthlyPaymentRecorded = Type.Object({
  userId: Type.String(), paymentId: Type.Integer(), amount: Centavos, method: PaymentMethod, paidOn: Day,
  reference: Type.Optional(Type.String()), credit: Type.Integer({ minimum: 0 }),
  /** The report she sent with her receipt, when the payment is its approval. */
  reportId: Type.Optional(Type.Integer()),
});
/**
 * She reports a transfer with its receipt, stored as package receipts are (FileStore key, sniffed MIME type); the
 * receipt's SHA-256 lets the studio refuse the same file twice ("comprobante repetido").
 */
const MonthlyPaymentReported = Type.Object({
  userId: Type.String(), reportId: Type.Integer(), amount: Centavos, method: PaymentMethod,
  receiptKey: Type.String(), receiptMime: Type.String(), receiptHash: Type.String(), reportedOn: Day, reportedAt: Type.String(),
  /** The transfer's operation number, when she typed it: matched against the bank's export, and never used twice. */
  operation: Type.Optional(Type.String()),
});
const MonthlyPaymentReportRejected = Type.Object({ userId: Type.String(), reportId: Type.Integer(), reason: Type.String() });
/** Less owed on one month, with the reason (a family discount, a month the studio closed). */
const MonthlyDiscountGranted = Type.Object({ userId: Type.String(), period: Day, amount: Centavos, reason: Type.String() });
/** The studio gives up what is owed of one month, with the reason. */
const MonthlyDebtWrittenOff = Type.Object({ userId: Type.String(), period: Day, amount: Centavos, reason: Type.String() });
/** She (or the studio) ends the plan: nothing is charged from `endsOn`; what is paid stays hers until then. */
const MonthlyPlanCancelled = Type.Object({ userId: Type.String(), planId: Type.Integer(), endsOn: Day, reason: Type.String(), cancelledAt: Type.String(), byMember: Type.Boolean() });

/**
 * Her monthly dates move by `days` (a pause, or a closure of the studio): the month running ends on `nextPeriod`,
 * charged then, and her monthly date is that day from then on; an ending plan ends `days` later.
 */
const MonthlyDatesMoved = Type.Object({
  userId: Type.String(), planId: Type.Integer(), days: Type.Integer(), nextPeriod: Day, reason: Type.String(),
  /** The studio day closed (or reopened: `days` -1) that moved them. */
  closure: Type.Optional(Day),
});
/**
 * A studio day closed in a month of hers not charged yet: kept, it moves her dates when that month is charged
 * (MonthlyDatesMoved with the closure), as a closure in the month running does at once.
 */
const MonthlyClosureDeferred = Type.Object({ userId: Type.String(), planId: Type.Integer(), closure: Day, reason: Type.String() });
/** That day reopened before its month was charged: it moves nothing. */
const MonthlyDeferredClosureDropped = Type.Object({ userId: Type.String(), planId: Type.Integer(), closure: Day, reason: Type.String() });

const DebtBookingMode = Type.Union([Type.Literal('permitir'), Type.Literal('avisar'), Type.Literal('bloquear')]);
/** Days a month may be owed before she is "en mora", what a booking meets then, and whether overpaying is kept. */
const BillingSettingsSet = Type.Object({
  graceDays: Type.Integer({ minimum: 0 }),
  debtBooking: Type.Object({ mode: DebtBookingMode, blockAfterDays: Type.Integer({ minimum: 0 }) }),
  allowCredit: Type.Boolean(),
  /** Receipts matching an imported movement approved at the import (added later: absent reads as false). */
  autoApproveMatched: Type.Optional(Type.Boolean()),
  /** Days before a price increase her plan's members are told (added later: absent reads as the default, 7). */
  priceNoticeDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })),
});

/**
 * Verified transfers (docs/features/verified-transfers.md): each movement of money in that the owner imports from
 * her bank's or Mercado Pago's export, on its own stream `bank-movement:<id>`, and the receipt it was matched to when
 * that receipt was approved with it. Amounts are whole centavos; days are the studio's calendar.
 */
const Source = Type.Union([Type.Literal('mp_transacciones'), Type.Literal('mp_dinero_disponible'), Type.Literal('banco')]);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const BankMovementImported = Type.Object({
  movementId: Type.String(),
  source: Source,
  operation: Nullable(Type.String()),
  day: Day,
  time: Nullable(Type.String({ pattern: '^\\d{2}:\\d{2}$' })),
  amount: Type.Integer({ minimum: 1 }),
  payer: Nullable(Type.String()),
  document: Nullable(Type.String()),
  /** The import it came in (one file): the owner's batch, as her export. */
  importId: Type.String(),
});
/** The movement paid this receipt: appended with the receipt's approval, in the same transaction. */
const BankMovementMatched = Type.Object({
  movementId: Type.String(),
  receipt: Type.Object({ kind: Type.Union([Type.Literal('paquete'), Type.Literal('cuota')]), id: Type.Integer(), userId: Type.String() }),
});
/** The columns of her bank's export, named by their headers, as she mapped them. */
const BankColumnsSaved = Type.Object({
  fecha: Type.String(),
  monto: Type.String(),
  operacion: Type.Optional(Type.String()),
  pagador: Type.Optional(Type.String()),
  documento: Type.Optional(Type.String()),
});

export const bankEvents = defineEvents({ BankMovementImported, BankMovementMatched, BankColumnsSaved });

export type BankMovementEvent =
  | { type: 'BankMovementImported'; data: Type.Static<typeof BankMovementImported> }
  | { type: 'BankMovementMatched'; data: Type.Static<typeof BankMovementMatched> };
export type BankColumnsEvent = { type: 'BankColumnsSaved'; data: Type.Static<typeof BankColumnsSaved> };

export const billingEvents = defineEvents({ BankMovementImported, BankMovementMatched, BankColumnsSaved, BillingSettingsSet, MonthlyPlanAssigned, MonthlyChargeDue, MonthlyPaymentRecorded, MonthlyPaymentReported, MonthlyPaymentReportRejected, MonthlyDiscountGranted, MonthlyDebtWrittenOff, MonthlyPlanCancelled, MonthlyDatesMoved, MonthlyClosureDeferred, MonthlyDeferredClosureDropped, MonthlyPriceIncreaseAnnounced, MonthlyLateSurchargeCharged });

export type MonthlyAllowance = Type.Static<typeof Allowance>;
export type PaymentMethodName = Type.Static<typeof PaymentMethod>;
export type BillingSettingsEvent = { type: 'BillingSettingsSet'; data: Type.Static<typeof BillingSettingsSet> };
export type BillingEvent =
  | { type: 'MonthlyPlanAssigned'; data: Type.Static<typeof MonthlyPlanAssigned> }
  | { type: 'MonthlyChargeDue'; data: Type.Static<typeof MonthlyChargeDue> }
  | { type: 'MonthlyPaymentRecorded'; data: Type.Static<typeof MonthlyPaymentRecorded> }
  | { type: 'MonthlyPaymentReported'; data: Type.Static<typeof MonthlyPaymentReported> }
  | { type: 'MonthlyPaymentReportRejected'; data: Type.Static<typeof MonthlyPaymentReportRejected> }
  | { type: 'MonthlyDiscountGranted'; data: Type.Static<typeof MonthlyDiscountGranted> }
  | { type: 'MonthlyDebtWrittenOff'; data: Type.Static<typeof MonthlyDebtWrittenOff> }
  | { type: 'MonthlyPlanCancelled'; data: Type.Static<typeof MonthlyPlanCancelled> }
  | { type: 'MonthlyDatesMoved'; data: Type.Static<typeof MonthlyDatesMoved> }
  | { type: 'MonthlyClosureDeferred'; data: Type.Static<typeof MonthlyClosureDeferred> }
  | { type: 'MonthlyDeferredClosureDropped'; data: Type.Static<typeof MonthlyDeferredClosureDropped> }
  | { type: 'MonthlyPriceIncreaseAnnounced'; data: Type.Static<typeof MonthlyPriceIncreaseAnnounced> }
  | { type: 'MonthlyLateSurchargeCharged'; data: Type.Static<typeof MonthlyLateSurchargeCharged> };

export const MONTHLY_ACCOUNT_EVENT_TYPES = ['MonthlyPlanAssigned', 'MonthlyChargeDue', 'MonthlyPaymentRecorded', 'MonthlyPaymentReported', 'MonthlyPaymentReportRejected', 'MonthlyDiscountGranted', 'MonthlyDebtWrittenOff', 'MonthlyPlanCancelled', 'MonthlyDatesMoved', 'MonthlyClosureDeferred', 'MonthlyDeferredClosureDropped', 'MonthlyPriceIncreaseAnnounced', 'MonthlyLateSurchargeCharged'] as const;

/**
 * Pauses ("congelar el abono", docs/features/pauses.md). The studio's rule on `studio-settings:pauses`; each member's
 * pauses on her member stream `member:<userId>`, beside the package whose expiry they move (PackageExpiryMoved) and
 * the bookings they refuse; her monthly plan's dates move on its own stream (MonthlyDatesMoved). `to` is a pause's
 * last day.
 */

/** How many pauses a member may take in a calendar year, how many days in all, and who approves them. */
const PauseSettingsSet = Type.Object({
  maxPerYear: Type.Integer({ minimum: 0, maximum: 12 }),
  maxDaysPerYear: Type.Integer({ minimum: 0, maximum: 366 }),
  approval: Type.Union([Type.Literal('automatica'), Type.Literal('estudio')]),
});

/**
 * A package's own limits, over the studio's for whoever holds it (a credit package, or a monthly plan built from it);
 * cleared, its members keep the studio's again. Who approves stays the studio's.
 */
const PausePlanLimitsSet = Type.Object({
  packageId: Type.Integer(),
  maxPerYear: Type.Integer({ minimum: 0, maximum: 12 }),
  maxDaysPerYear: Type.Integer({ minimum: 0, maximum: 366 }),
});
const PausePlanLimitsCleared = Type.Object({ packageId: Type.Integer() });

const PauseRequested = Type.Object({
  userId: Type.String(),
  pauseId: Type.Integer(),
  from: Day,
  to: Day,
  days: Type.Integer({ minimum: 1 }),
  requestedAt: Type.String(),
});
/** Appended with the expiries it moves, in the same transaction (automatically, or by staff). */
const PauseApproved = Type.Object({ userId: Type.String(), pauseId: Type.Integer() });
const PauseRejected = Type.Object({ userId: Type.String(), pauseId: Type.Integer(), reason: Type.String() });
/**
 * She came back early (or took back a pause before it began): `lastDay` is its new last day and `days` the days it
 * kept (null and 0: it never ran, and counts for nothing); `daysBack` the days given back, with the expiries moved
 * back beside it.
 */
const PauseEnded = Type.Object({
  userId: Type.String(),
  pauseId: Type.Integer(),
  endedOn: Day,
  lastDay: Type.Union([Day, Type.Null()]),
  days: Type.Integer({ minimum: 0 }),
  daysBack: Type.Integer({ minimum: 1 }),
});

export const pausesEvents = defineEvents({ PauseSettingsSet, PausePlanLimitsSet, PausePlanLimitsCleared, PauseRequested, PauseApproved, PauseRejected, PauseEnded });

export type PauseSettingsEvent = { type: 'PauseSettingsSet'; data: Type.Static<typeof PauseSettingsSet> };
export type PausePlanLimitsEvent =
  | { type: 'PausePlanLimitsSet'; data: Type.Static<typeof PausePlanLimitsSet> }
  | { type: 'PausePlanLimitsCleared'; data: Type.Static<typeof PausePlanLimitsCleared> };
export type PauseEvent =
  | { type: 'PauseRequested'; data: Type.Static<typeof PauseRequested> }
  | { type: 'PauseApproved'; data: Type.Static<typeof PauseApproved> }
  | { type: 'PauseRejected'; data: Type.Static<typeof PauseRejected> }
  | { type: 'PauseEnded'; data: Type.Static<typeof PauseEnded> };
export const PAUSE_EVENT_TYPES = ['PauseRequested', 'PauseApproved', 'PauseRejected', 'PauseEnded'] as const;

export { bankColumnsStream, bankMovementStream, billingSettingsStream, memberStream, monthlyAccountStream, pauseSettingsStream } from '../streams';
