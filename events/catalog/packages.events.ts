import { Type } from 'typebox';
import { defineEvents } from './define-events';

/**
 * What she was asked to transfer, in centavos: her package's transfer price in the price-list version in effect
 * (absent: the package had no list, and its price is what she owes). Approval checks a movement against it and the
 * reports count the sale at it.
 */
const TransferAmount = Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }));

/**
 * The packages feature's events, on the member stream `member:<userId>`: the member's package, package requests and
 * every credit movement.
 * Booking appends CreditConsumed / CreditRestored here too (EVENT-STORE.md §7.4), in the same transaction as
 * the slot occurrence; they move `credits` (default 1) and the member_packages / credit_ledger projectors
 * already fold them. Dates are studio-calendar `YYYY-MM-DD`; the actor of each movement is in metadata.
 */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Credits = Type.Integer({ minimum: 0 });

const PackageRequested = Type.Object({
  userId: Type.String(),
  requestId: Type.Integer(),
  packageId: Type.Integer(),
  receiptKey: Type.String(),
  receiptMime: Type.String(),
  requestedAt: Type.String(),
  /** The receipt's SHA-256 (kept since verified transfers): the same file sent again is "comprobante repetido". */
  receiptHash: Type.Optional(Type.String()),
  /** The transfer's operation number she typed, when she did: it matches the movement and flags a reused one. */
  operation: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  amount: TransferAmount,
});
const PackageRequestApproved = Type.Object({ userId: Type.String(), requestId: Type.Integer() });
const PackageRequestRejected = Type.Object({ userId: Type.String(), requestId: Type.Integer(), reason: Type.String() });
/** How a monthly plan's month gives classes besides a count of credits. */
export const PlanAllowance = Type.Union([
  Type.Object({ kind: Type.Literal('por_semana'), classes: Type.Integer({ minimum: 1, maximum: 14 }) }),
  Type.Object({ kind: Type.Literal('libre') }),
]);
export type PlanAllowance = Type.Static<typeof PlanAllowance>;
const PackageAssigned = Type.Object({
  userId: Type.String(),
  packageId: Type.Integer(),
  validUntil: Day,
  credits: Credits,
  receiptKey: Type.Optional(Type.String()),
  /** The request whose receipt backs this assignment, when there is one. */
  requestId: Type.Optional(Type.Integer()),
  /** The package's price-list version it was sold at (added with price lists: absent, none or before them). */
  priceVersion: Type.Optional(Type.Integer({ minimum: 1 })),
  /**
   * A monthly plan's month sold by the week or unlimited (docs/features/monthly-plans.md): bookings are capped per
   * week, or not at all; `credits` then only bounds the month. Absent: the credits are the classes, as every package.
   */
  allowance: Type.Optional(PlanAllowance),
});
/** The package ends before its time (admin "Sin paquete", or replaced): its remaining credits go with it. */
const PackageRemoved = Type.Object({ userId: Type.String(), packageId: Type.Union([Type.Integer(), Type.Null()]), credits: Credits });
const CreditsAdjusted = Type.Object({ userId: Type.String(), delta: Type.Integer(), reason: Type.String() });
/** Validity ended: the package ends and its remaining credits are forfeited. */
const CreditsExpired = Type.Object({ userId: Type.String(), packageId: Type.Integer(), validUntil: Day, credits: Credits });

/**
 * Her package's end moves by `days` (a pause of hers, or a closure of the studio), credits untouched; a renewal
 * queued behind it moves with it. `reason` is the ledger line's words.
 */
const PackageExpiryMoved = Type.Object({
  userId: Type.String(),
  packageId: Type.Integer(),
  from: Day,
  validUntil: Day,
  days: Type.Integer(),
  reason: Type.String(),
  pauseId: Type.Optional(Type.Integer()),
  /** The studio day closed (or reopened: `days` -1) that moved it. */
  closure: Type.Optional(Day),
});

/**
 * The member's account was deleted (UserDeleted, in the same transaction): her package closed just before (PackageRemoved
 * or CreditsExpired), and her stream takes nothing more. Every command that writes this stream (a booking, a credit, a
 * package) conflicts with the deletion or reads it among its facts, so nothing is given to her after it.
 */
const MemberDeleted = Type.Object({ userId: Type.String() });

/**
 * A member holding a package asks for more with a proof of payment: a renewal (queued to start when the current
 * package ends) or a top-up (credits added now). A request of its own kind, decided like PackageRequested.
 */
const PackageRenewalRequested = Type.Object({
  userId: Type.String(),
  requestId: Type.Integer(),
  packageId: Type.Integer(),
  kind: Type.Union([Type.Literal('renovacion'), Type.Literal('recarga')]),
  receiptKey: Type.String(),
  receiptMime: Type.String(),
  requestedAt: Type.String(),
  /** The receipt's SHA-256 (kept since verified transfers): the same file sent again is "comprobante repetido". */
  receiptHash: Type.Optional(Type.String()),
  operation: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  amount: TransferAmount,
});
/**
 * An approved renewal waits for the current package to end: on `startsOn` the expiry job closes the current one
 * and assigns this (CreditsExpired then PackageAssigned, appended, so a replay activates it the same way).
 */
const PackageRenewalQueued = Type.Object({
  userId: Type.String(),
  requestId: Type.Integer(),
  packageId: Type.Integer(),
  startsOn: Day,
  validUntil: Day,
  credits: Credits,
  receiptKey: Type.String(),
});
/**
 * The admin renewed a member's package without a request (Usuarios, bulk): like an approved renewal it waits for the
 * current package to end and the expiry job activates it (PackageAssigned without a receipt), so it sells then.
 */
const PackageRenewalScheduled = Type.Object({
  userId: Type.String(),
  packageId: Type.Integer(),
  startsOn: Day,
  validUntil: Day,
  credits: Credits,
});
/**
 * The admin approved a request (or assigned a package) with other dates or credits than the studio's rule gives,
 * and said why. Appended just before the PackageAssigned that carries the final figures; audit only.
 */
const PackageTermsAdjusted = Type.Object({
  userId: Type.String(),
  requestId: Type.Union([Type.Integer(), Type.Null()]),
  proposedValidUntil: Day,
  proposedCredits: Credits,
  validUntil: Day,
  credits: Credits,
  reason: Type.String(),
});
/**
 * The studio's package settings, on the stream `studio-settings:packages`: how long a package lasts (to the 1st
 * of next month, or N days from activation), whether a mid-month start is prorated, full, or counts from next month
 * ('siguiente': the days left this month come free; added to the union later, so older events read as before), and
 * the transfer details members pay to.
 */
const PackageSettingsSet = Type.Object({
  validity: Type.Union([Type.Literal('mes'), Type.Literal('dias')]),
  days: Type.Union([Type.Integer({ minimum: 1, maximum: 366 }), Type.Null()]),
  midMonth: Type.Union([Type.Literal('completo'), Type.Literal('prorrateo'), Type.Literal('siguiente')]),
  alias: Type.String({ maxLength: 60 }),
  cbu: Type.String({ maxLength: 22 }),
  holder: Type.String({ maxLength: 120 }),
});

export const packagesEvents = defineEvents({ PackageRequested, PackageRequestApproved, PackageRequestRejected, PackageAssigned, PackageRemoved, CreditsAdjusted, CreditsExpired, PackageExpiryMoved, PackageTermsAdjusted, PackageSettingsSet, PackageRenewalRequested, PackageRenewalQueued, PackageRenewalScheduled, MemberDeleted });

export type PackageTermsAdjustedEvent = { type: 'PackageTermsAdjusted'; data: Type.Static<typeof PackageTermsAdjusted> };
export type PackageRenewalEvent =
  | { type: 'PackageRenewalRequested'; data: Type.Static<typeof PackageRenewalRequested> }
  | { type: 'PackageRenewalQueued'; data: Type.Static<typeof PackageRenewalQueued> }
  | { type: 'PackageRenewalScheduled'; data: Type.Static<typeof PackageRenewalScheduled> };
export type PackageSettingsEvent = { type: 'PackageSettingsSet'; data: Type.Static<typeof PackageSettingsSet> };

export type MemberEvent =
  | { type: 'PackageRequested'; data: Type.Static<typeof PackageRequested> }
  | { type: 'PackageRequestApproved'; data: Type.Static<typeof PackageRequestApproved> }
  | { type: 'PackageRequestRejected'; data: Type.Static<typeof PackageRequestRejected> }
  | { type: 'PackageAssigned'; data: Type.Static<typeof PackageAssigned> }
  | { type: 'PackageRemoved'; data: Type.Static<typeof PackageRemoved> }
  | { type: 'CreditsAdjusted'; data: Type.Static<typeof CreditsAdjusted> }
  | { type: 'CreditsExpired'; data: Type.Static<typeof CreditsExpired> }
  | { type: 'PackageExpiryMoved'; data: Type.Static<typeof PackageExpiryMoved> }
  | { type: 'MemberDeleted'; data: Type.Static<typeof MemberDeleted> };

/** Booking's credit movements on the member stream, as this stream's folds read them. */
export type BookingCreditEvent = { type: 'CreditConsumed' | 'CreditRestored'; data: { userId: string; credits?: number } };

export const MEMBER_EVENT_TYPES = [
  'PackageRequested',
  'PackageRequestApproved',
  'PackageRequestRejected',
  'PackageAssigned',
  'PackageRemoved',
  'CreditsAdjusted',
  'CreditsExpired',
  'PackageExpiryMoved',
  'PackageRenewalRequested',
  'PackageRenewalQueued',
  'PackageRenewalScheduled',
  'MemberDeleted',
] as const;
export const BOOKING_CREDIT_EVENT_TYPES = ['CreditConsumed', 'CreditRestored'] as const;

export { memberStream, packageSettingsStream } from '../streams';
