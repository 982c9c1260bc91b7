import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import { requireStudioDate } from '../platform/studio-dates';
import type { BookingCreditEvent, MemberEvent, PackageRenewalEvent, PackageTermsAdjustedEvent, PlanAllowance } from '../../events/catalog/packages.events';
import type { PackageSettings } from './package-settings.decider';
import { packageTerms } from './package-terms';
import { addDays } from '../../domain/billing/monthly-account';

export interface HeldPackage {
  packageId: number;
  validUntil: string;
  receiptKey?: string;
  requestId?: number;
}

/** A renewal ('renovacion', queued) or a top-up ('recarga', credits now) asked while holding a package. */
export type MoreKind = 'renovacion' | 'recarga';

export interface PendingRequest {
  requestId: number;
  packageId: number;
  receiptKey: string;
  kind?: MoreKind;
}

/** An approved renewal (or the admin's, without a request: requestId null) waiting for the current package to end. */
export interface QueuedRenewal {
  requestId: number | null;
  packageId: number;
  startsOn: string;
  validUntil: string;
  credits: number;
  receiptKey?: string;
}

export interface MemberState {
  package: HeldPackage | null;
  credits: number;
  pending: PendingRequest | null;
  queued?: QueuedRenewal | null;
}

/** What the command looked up about a catalog package (the decider never reads tables). */
export interface PackageFacts {
  id: number;
  cantidadClases: number;
  deleted: boolean;
  /** Its price list's version in effect, which a sale records (absent: the package has no list yet). */
  priceVersion?: number;
  /** That version's transfer price in centavos: what a request by transfer asks her to pay. */
  transferPrice?: number;
}

/** The admin's change to the proposed end date or credits of an approval; the reason is required. */
export interface TermsAdjustment {
  validUntil?: string;
  credits?: number;
  reason?: string;
}

/**
 * What every command on the member stream is handed about the member herself, read in its transaction
 * (member-package.commands.ts): a deleted account gets, loses and asks for nothing (USER_DELETED); only a package past
 * its end still closes, and a request may still be turned down. Absent: not deleted.
 */
export interface MemberFacts {
  memberDeleted?: boolean;
}

export type MemberCommand = MemberFacts & (
  | { type: 'RequestPackage'; userId: string; requestId: number; pkg: PackageFacts | undefined; receiptKey: string; receiptMime: string; receiptHash?: string; operation?: string; today: string; now: string; kind?: MoreKind }
  | {
      type: 'ApproveRequest';
      userId: string;
      requestId: number;
      pkg: PackageFacts | undefined;
      today: string;
      /** What the studio's rule gives (package-terms.ts); credits default to the package's monthly classes. */
      validUntil: string;
      credits?: number;
      /** The admin's own dates or credits, with the reason: recorded as PackageTermsAdjusted. */
      adjust?: TermsAdjustment;
      /** The studio's rule, for a renewal's terms from the day it starts. */
      rule?: PackageSettings;
    }
  | { type: 'RejectRequest'; userId: string; requestId: number; reason: string }
  | {
      type: 'AssignPackage';
      userId: string;
      pkg: PackageFacts | null | undefined;
      /** What the studio's rule gives today (package-terms.ts); credits default to the package's monthly classes. */
      validUntil: string;
      credits: number | undefined;
      today: string;
      receipt?: { key: string; requestId: number };
      /** The admin's own dates or credits, with the reason: recorded as PackageTermsAdjusted. */
      adjust?: TermsAdjustment;
      /** A monthly plan's month by the week or unlimited (services/billing). */
      allowance?: PlanAllowance;
    }
  | { type: 'AdjustCredits'; userId: string; delta: number; reason: string; today: string }
  /** The admin renews without a request (Usuarios, bulk): queued while a package is active, else assigned now. */
  | { type: 'RenewPackage'; userId: string; pkg: PackageFacts | undefined; today: string; validUntil: string; credits: number | undefined; rule?: PackageSettings }
  | { type: 'ExpirePackage'; userId: string; today: string }
  /** The account's deletion: the package closes and the stream takes nothing more (MemberDeleted). */
  | { type: 'DeleteMember'; userId: string; today: string }
);

type Event = MemberEvent | BookingCreditEvent | PackageTermsAdjustedEvent | PackageRenewalEvent;

const initialState = (): MemberState => ({ package: null, credits: 0, pending: null });

function evolve(state: MemberState, event: Event): MemberState {
  switch (event.type) {
    case 'PackageRequested': {
      const { requestId, packageId, receiptKey } = event.data;
      return { ...state, pending: { requestId, packageId, receiptKey } };
    }
    case 'PackageRenewalRequested': {
      const { requestId, packageId, receiptKey, kind } = event.data;
      return { ...state, pending: { requestId, packageId, receiptKey, kind } };
    }
    case 'PackageRenewalQueued': {
      const { requestId, packageId, startsOn, validUntil, credits, receiptKey } = event.data;
      return { ...state, queued: { requestId, packageId, startsOn, validUntil, credits, receiptKey } };
    }
    case 'PackageRenewalScheduled': {
      const { packageId, startsOn, validUntil, credits } = event.data;
      return { ...state, queued: { requestId: null, packageId, startsOn, validUntil, credits } };
    }
    case 'PackageRequestApproved':
    case 'PackageRequestRejected':
      return state.pending?.requestId === event.data.requestId ? { ...state, pending: null } : state;
    case 'PackageAssigned': {
      const { packageId, validUntil, credits, receiptKey, requestId } = event.data;
      const queued = state.queued && activates(state.queued, event.data) ? null : state.queued;
      return { ...state, package: { packageId, validUntil, receiptKey, requestId }, credits, queued };
    }
    case 'PackageRemoved':
    case 'CreditsExpired':
      return { ...state, package: null, credits: 0 };
    case 'PackageExpiryMoved': {
      // A renewal queued behind the package starts and ends as many days later.
      const queued = state.queued && { ...state.queued, startsOn: addDays(state.queued.startsOn, event.data.days), validUntil: addDays(state.queued.validUntil, event.data.days) };
      return { ...state, package: state.package && { ...state.package, validUntil: event.data.validUntil }, queued };
    }
    case 'CreditsAdjusted':
      return { ...state, credits: state.credits + event.data.delta };
    case 'CreditConsumed':
      return { ...state, credits: state.credits - (event.data.credits ?? 1) };
    case 'CreditRestored':
      return { ...state, credits: state.credits + (event.data.credits ?? 1) };
    default:
      return state;
  }
}

/** The assignment that starts a queued renewal: its request's, or for the admin's the same package and dates without one. */
const activates = (queued: QueuedRenewal, assigned: { requestId?: number; packageId: number; validUntil: string }) =>
  queued.requestId !== null
    ? queued.requestId === assigned.requestId
    : assigned.requestId === undefined && queued.packageId === assigned.packageId && queued.validUntil === assigned.validUntil;

/** A package counts only until the studio's `validUntil` day begins. */
export const hasActivePackage = (state: MemberState, today: string) => state.package !== null && state.package.validUntil > today;

/** A package past its validity that nobody has closed yet is closed first: expired counts as none. */
function closeExpired(userId: string, state: MemberState, today: string): MemberEvent[] {
  const held = state.package;
  if (!held || held.validUntil > today) return [];
  return [{ type: 'CreditsExpired', data: { userId, packageId: held.packageId, validUntil: held.validUntil, credits: Math.max(0, state.credits) } }];
}

/** Ends whatever the member holds before a new assignment, so every credit movement is its own event. */
function clearHeld(userId: string, state: MemberState, today: string): MemberEvent[] {
  const expired = closeExpired(userId, state, today);
  if (expired.length > 0) return expired;
  if (!state.package && state.credits === 0) return [];
  return [{ type: 'PackageRemoved', data: { userId, packageId: state.package?.packageId ?? null, credits: Math.max(0, state.credits) } }];
}

function requireRequestable(pkg: PackageFacts | undefined): PackageFacts {
  if (!pkg) throw fail('PACKAGE_NOT_FOUND');
  if (pkg.deleted) throw fail('PACKAGE_DELETED');
  return pkg;
}

function requirePending(state: MemberState, requestId: number): PendingRequest {
  if (state.pending?.requestId !== requestId) throw fail('REQUEST_NOT_PENDING');
  return state.pending;
}

/** A deleted account: her package past its end still closes; a pending request may be turned down; nothing else. */
function decideDeleted(command: MemberCommand, state: MemberState): Exclude<Event, BookingCreditEvent>[] {
  switch (command.type) {
    case 'DeleteMember':
      return [];
    case 'ExpirePackage':
      return closeExpired(command.userId, state, command.today);
    case 'RejectRequest':
      return decideAlive(command, state);
    default:
      throw fail('USER_DELETED');
  }
}

function decide(command: MemberCommand, state: MemberState): Exclude<Event, BookingCreditEvent>[] {
  return command.memberDeleted ? decideDeleted(command, state) : decideAlive(command, state);
}

function decideAlive(command: MemberCommand, state: MemberState): Exclude<Event, BookingCreditEvent>[] {
  const { userId } = command;
  switch (command.type) {
    case 'DeleteMember':
      return [...clearHeld(userId, state, command.today), { type: 'MemberDeleted', data: { userId } }];
    case 'RequestPackage': {
      const pkg = requireRequestable(command.pkg);
      if (command.kind) return requestMore(command, pkg, state);
      if (hasActivePackage(state, command.today)) throw fail('PACKAGE_ALREADY_ACTIVE');
      if (state.pending) throw fail('REQUEST_ALREADY_PENDING');
      const { requestId, receiptKey, receiptMime, now } = command;
      return [{ type: 'PackageRequested', data: { userId, requestId, packageId: pkg.id, receiptKey, receiptMime, requestedAt: now, ...hashOf(command) } }];
    }
    case 'ApproveRequest': {
      const pending = requirePending(state, command.requestId);
      if (!command.pkg) throw fail('PACKAGE_NOT_FOUND');
      if (pending.kind && hasActivePackage(state, command.today)) return approveMore(command, command.pkg, pending, state);
      if (hasActivePackage(state, command.today)) {
        throw fail('MEMBER_HAS_ACTIVE_PACKAGE');
      }
      const proposed = { validUntil: command.validUntil, credits: command.credits ?? command.pkg.cantidadClases };
      const { terms, adjusted } = adjustTerms(userId, pending.requestId, proposed, command.adjust, command.today);
      return [
        { type: 'PackageRequestApproved', data: { userId, requestId: pending.requestId } },
        ...clearHeld(userId, state, command.today),
        ...adjusted,
        {
          type: 'PackageAssigned',
          data: { userId, packageId: pending.packageId, validUntil: terms.validUntil, credits: terms.credits, receiptKey: pending.receiptKey, requestId: pending.requestId, ...soldAt(command.pkg) },
        },
      ];
    }
    case 'RejectRequest': {
      const pending = requirePending(state, command.requestId);
      const reason = command.reason.trim();
      if (!reason) throw fail('REASON_REQUIRED');
      return [{ type: 'PackageRequestRejected', data: { userId, requestId: pending.requestId, reason } }];
    }
    case 'AssignPackage':
      return assign(command, state);
    case 'AdjustCredits': {
      const reason = command.reason.trim();
      if (!reason) throw fail('REASON_REQUIRED');
      if (!Number.isInteger(command.delta) || command.delta === 0) throw fail('INVALID_DELTA');
      if (!hasActivePackage(state, command.today)) throw fail('MEMBER_HAS_NO_PACKAGE');
      if (state.credits + command.delta < 0) throw fail('CREDITS_NEGATIVE');
      return [{ type: 'CreditsAdjusted', data: { userId, delta: command.delta, reason } }];
    }
    case 'RenewPackage':
      return renew(command, state);
    case 'ExpirePackage': {
      const closed = closeExpired(userId, state, command.today);
      const next = state.queued;
      // The queued renewal starts when the package it follows ends; if that one was removed early, on its day.
      if (!next || (closed.length === 0 && state.package !== null) || next.startsOn > command.today) return closed;
      const { packageId, validUntil, credits, receiptKey, requestId } = next;
      const receipt = requestId !== null ? { receiptKey, requestId } : {};
      return [...closed, { type: 'PackageAssigned', data: { userId, packageId, validUntil, credits, ...receipt } }];
    }
  }
}

/** The price-list version a sale is made at: the package's in effect on the day (it keeps it when prices rise). */
const soldAt = (pkg: PackageFacts) => (pkg.priceVersion === undefined ? {} : { priceVersion: pkg.priceVersion });

/** The admin's direct assignment: the studio's rule proposes, the admin may change dates or credits with a reason. */
function assign(command: Extract<MemberCommand, { type: 'AssignPackage' }>, state: MemberState): Exclude<Event, BookingCreditEvent>[] {
  const { userId, today } = command;
  if (command.pkg === null) return clearHeld(userId, state, today);
  const pkg = requireRequestable(command.pkg);
  const proposed = { validUntil: command.validUntil, credits: command.credits ?? pkg.cantidadClases };
  const { terms, adjusted } = adjustTerms(userId, command.receipt?.requestId ?? null, proposed, command.adjust, today);
  const receipt = command.receipt ? { receiptKey: command.receipt.key, requestId: command.receipt.requestId } : {};
  const allowance = command.allowance ? { allowance: command.allowance } : {};
  return [...clearHeld(userId, state, today), ...adjusted, { type: 'PackageAssigned', data: { userId, packageId: pkg.id, ...terms, ...receipt, ...soldAt(pkg), ...allowance } }];
}

/**
 * The admin's renewal: while the member holds an active package it is queued from the day that one ends, with the
 * studio's terms from then (as an approved renewal); without one it is an assignment from today.
 */
function renew(command: Extract<MemberCommand, { type: 'RenewPackage' }>, state: MemberState): Exclude<Event, BookingCreditEvent>[] {
  const { userId, today } = command;
  const pkg = requireRequestable(command.pkg);
  if (!hasActivePackage(state, today)) {
    return assign({ type: 'AssignPackage', userId, pkg, validUntil: command.validUntil, credits: command.credits, today }, state);
  }
  if (state.queued) throw fail('RENEWAL_ALREADY_QUEUED');
  const startsOn = state.package!.validUntil;
  const terms = command.rule ? packageTerms(command.rule, startsOn, pkg.cantidadClases) : { validUntil: startsOn, credits: pkg.cantidadClases };
  return [{ type: 'PackageRenewalScheduled', data: { userId, packageId: pkg.id, startsOn, validUntil: terms.validUntil, credits: terms.credits } }];
}

/** A renewal or top-up: only while holding a package, one request at a time, one renewal in the queue. */
// The receipt's hash and operation number travel only when there is one: older requests have neither.
const hashOf = (command: { receiptHash?: string; operation?: string; pkg?: PackageFacts }) => ({
  ...(command.receiptHash ? { receiptHash: command.receiptHash } : {}),
  ...(command.operation ? { operation: command.operation } : {}),
  ...(command.pkg?.transferPrice ? { amount: command.pkg.transferPrice } : {}),
});

function requestMore(command: Extract<MemberCommand, { type: 'RequestPackage' }>, pkg: PackageFacts, state: MemberState): Exclude<Event, BookingCreditEvent>[] {
  if (!hasActivePackage(state, command.today)) throw fail('NO_PACKAGE');
  if (state.pending) throw fail('REQUEST_ALREADY_PENDING');
  if (command.kind === 'renovacion' && state.queued) throw fail('RENEWAL_ALREADY_QUEUED');
  const { userId, requestId, receiptKey, receiptMime, now } = command;
  return [{ type: 'PackageRenewalRequested', data: { userId, requestId, packageId: pkg.id, kind: command.kind!, receiptKey, receiptMime, requestedAt: now, ...hashOf(command) } }];
}

/**
 * Approving a top-up adds the package's credits now (a ledger line of its own); a renewal is queued to start the
 * day the current package ends, with the studio's terms from that day. The admin may adjust either, with a reason.
 */
function approveMore(
  command: Extract<MemberCommand, { type: 'ApproveRequest' }>,
  pkg: PackageFacts,
  pending: PendingRequest,
  state: MemberState,
): Exclude<Event, BookingCreditEvent>[] {
  const { userId, today } = command;
  const approved = { type: 'PackageRequestApproved' as const, data: { userId, requestId: pending.requestId } };
  const held = state.package!;
  if (pending.kind === 'recarga') {
    const { terms, adjusted } = adjustTerms(userId, pending.requestId, { validUntil: held.validUntil, credits: pkg.cantidadClases }, { ...command.adjust, validUntil: undefined }, today);
    const added: MemberEvent[] = terms.credits > 0 ? [{ type: 'CreditsAdjusted', data: { userId, delta: terms.credits, reason: `Recarga (solicitud ${pending.requestId})` } }] : [];
    return [approved, ...adjusted, ...added];
  }
  if (state.queued) throw fail('RENEWAL_ALREADY_QUEUED');
  const rule = command.rule;
  const fromRule = rule ? packageTerms(rule, held.validUntil, pkg.cantidadClases) : { validUntil: held.validUntil, credits: pkg.cantidadClases };
  const { terms, adjusted } = adjustTerms(userId, pending.requestId, { validUntil: fromRule.validUntil, credits: fromRule.credits }, command.adjust, held.validUntil);
  return [
    approved,
    ...adjusted,
    { type: 'PackageRenewalQueued', data: { userId, requestId: pending.requestId, packageId: pending.packageId, startsOn: held.validUntil, ...terms, receiptKey: pending.receiptKey } },
  ];
}

/** The proposed terms, or the admin's, checked and with the reason recorded when they differ. */
function adjustTerms(
  userId: string,
  requestId: number | null,
  proposed: { validUntil: string; credits: number },
  adjust: TermsAdjustment | undefined,
  today: string,
): { terms: { validUntil: string; credits: number }; adjusted: PackageTermsAdjustedEvent[] } {
  const terms = { validUntil: adjust?.validUntil ?? proposed.validUntil, credits: adjust?.credits ?? proposed.credits };
  if (!isCalendarDate(terms.validUntil) || terms.validUntil <= today) throw fail('INVALID_VALID_UNTIL');
  requireStudioDate(terms.validUntil, today);
  if (!Number.isInteger(terms.credits) || terms.credits < 0) throw fail('INVALID_CREDITS');
  if (terms.validUntil === proposed.validUntil && terms.credits === proposed.credits) return { terms, adjusted: [] };
  const reason = adjust?.reason?.trim() ?? '';
  if (!reason) throw fail('REASON_REQUIRED');
  const data = { userId, requestId, proposedValidUntil: proposed.validUntil, proposedCredits: proposed.credits, ...terms, reason };
  return { terms, adjusted: [{ type: 'PackageTermsAdjusted', data }] };
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const memberPackageDecider: StreamDecider<MemberState, MemberCommand, Event> = { initialState, evolve, decide };
