import { fail } from '../../events/framework/errors';
import type { FactsDecider } from '../../events/framework/decider';
import type { BookingCreditEvent, CancelReason, OccurrenceEvent } from '../../events/catalog/booking.events';
import type { WaitlistEvent, WaitlistSkipReason } from '../../events/catalog/waitlist.events';
import { agendaHorizonEnd } from '../../domain/booking/agenda-horizon';
import type { StudioNow } from '../../domain/booking/booking-facts';
import { statementValidOn } from '../../domain/health/statement-validity';
import { debtBlocksBooking } from '../../domain/billing/debt-booking-policy';
import { weekStart, weeklyLimitReached } from '../../domain/billing/plan-allowance';
import { dayMonth } from '../../domain/booking/policy-ledger-lines';
import type { JoinFacts, LeaveFacts, OccurrenceWaitlist, WaitingEntry } from '../../domain/booking/waitlist-facts';
import { classStarted, hasActivePackage, type BookingDecision } from './booking.decider';
import { requireOccurrence } from './occurrence-check';

// The facts' types are pure data shared with the facts queries (projections/booking/waitlist-facts.queries.ts).
export type { JoinFacts, LeaveFacts, OccurrenceWaitlist, WaitingEntry } from '../../domain/booking/waitlist-facts';

/**
 * The waitlist of one class occurrence, as facts deciders (events/framework/decider.ts): the facts are read
 * under the occurrence stream's lock and the locks of every waiting member's stream, so a freed place is
 * decided once, by one transaction.
 */

export interface WaitlistDecision {
  occurrence: Array<OccurrenceEvent | WaitlistEvent>;
  /** Credit events per promoted member, for their member streams. */
  members: Record<string, BookingCreditEvent[]>;
}

/** What the waitlist knows of a member to tell whether she could book: her package, its disciplines, her health gate. */
type WouldBook = Pick<WaitingEntry, 'member' | 'coversDiscipline' | 'health' | 'debt' | 'paused' | 'weekly'>;

/** Whether the member could book the class now, and if not the refusal booking would give (in booking's order). */
export function bookingRefusal({ member, coversDiscipline = true, health, debt, paused, weekly }: WouldBook, fecha: string, now: StudioNow): WaitlistSkipReason | undefined {
  // Only when the studio blocks (docs/features/health-and-consent.md): a valid sworn health statement today.
  if (health && !statementValidOn(health.expiresOn, now.date)) return 'HEALTH_STATEMENT_REQUIRED';
  // Only when the studio blocks members in debt (docs/features/monthly-plans.md), past its days en mora.
  if (debt && debtBlocksBooking(debt, now.date) !== null) return 'DEBT_BOOKING_BLOCKED';
  if (paused) return 'MEMBER_PAUSED';
  if (!hasActivePackage(member, now.date)) return 'NO_PACKAGE';
  if (member.validUntil !== null && fecha >= member.validUntil) return 'PACKAGE_EXPIRES_BEFORE_CLASS';
  if (member.credits <= 0) return 'NO_CREDITS';
  if (weeklyLimitReached(weekly)) return 'WEEKLY_LIMIT_REACHED';
  // A package limited to another discipline, checked after booking's own rules like the booking policy does.
  if (!coversDiscipline) return 'PACKAGE_NOT_FOR_DISCIPLINE';
  return undefined;
}

const dayNumber = (fecha: string) => {
  const [y, m, d] = fecha.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / 86_400_000;
};
const minutesOf = (hora: string) => {
  const [h, m] = hora.split(':').map(Number);
  return h! * 60 + m!;
};

/** Minutes from the studio's now until the class starts (negative once it started). */
export const minutesUntilClass = (fecha: string, hora: string, now: StudioNow) =>
  (dayNumber(fecha) - dayNumber(now.date)) * 1440 + minutesOf(hora) - now.minutes;

/**
 * Whether the member's own limit has passed: she asked to be promoted only until `promoteUntilMinutes` before
 * class. Her limit never reaches past the studio's cutoff (after it nobody is promoted anyway), and without one
 * the studio's cutoff is hers.
 */
export const ownLimitPassed = (entry: Pick<WaitingEntry, 'promoteUntilMinutes'>, minutesLeft: number) =>
  entry.promoteUntilMinutes != null && minutesLeft <= entry.promoteUntilMinutes;

/** The members really waiting, in order: an entry whose member holds a booking is spent. */
export const queueOf = (waiting: readonly WaitingEntry[]) => waiting.filter((w) => !w.holdsBooking);

// ---------------------------------------------------------------------------------------------------------
// JoinWaitlist

export interface JoinWaitlist {
  entryId: number;
  userId: string;
  fecha: string;
  now: StudioNow;
  /** How late she still wants to be promoted, minutes before class (absent or null: the studio's cutoff). */
  promoteUntilMinutesBefore?: number | null;
}

export interface JoinDecision {
  occurrence: WaitlistEvent[];
  posicion: number;
}

/**
 * JoinWaitlist: the member queues for a full class, without spending a credit yet. The refusals are
 * booking's (a member who could not book the class cannot wait for it either), plus: the class must be
 * full, and one entry per member.
 */
export const joinWaitlistDecider: FactsDecider<JoinFacts, JoinWaitlist, JoinDecision> = {
  decide(cmd, facts) {
    const { fecha, now } = cmd;
    if (facts.member.deleted) throw fail('USER_DELETED');
    const slot = requireOccurrence(facts.slot, fecha);
    if (classStarted(fecha, slot.hora, now)) throw fail('CLASS_STARTED');
    if (fecha > agendaHorizonEnd(now.date)) throw fail('OUTSIDE_AGENDA');
    const refusal = bookingRefusal(facts, fecha, now);
    if (refusal === 'DEBT_BOOKING_BLOCKED') throw fail(refusal, { days: debtBlocksBooking(facts.debt!, now.date)! });
    if (refusal === 'MEMBER_PAUSED') throw fail(refusal, { from: dayMonth(facts.paused!.from), to: dayMonth(facts.paused!.to) });
    if (refusal === 'WEEKLY_LIMIT_REACHED') throw fail(refusal, { classes: facts.weekly!.limit, week: dayMonth(weekStart(fecha)) });
    if (refusal) throw fail(refusal);
    if (facts.memberHolds) throw fail('ALREADY_BOOKED');
    if (facts.onList) throw fail('ALREADY_WAITLISTED');
    if (facts.booked < slot.cupoMaximo) throw fail('SLOT_NOT_FULL');
    return {
      occurrence: [{ type: 'WaitlistJoined', data: { entryId: cmd.entryId, slotId: slot.id, fecha, hora: slot.hora, userId: cmd.userId, ...limitOf(cmd.promoteUntilMinutesBefore) } }],
      posicion: facts.queueLength + 1,
    };
  },
};

// The studio's cutoff is recorded as no limit of her own (absent), so an entry that never chose reads the same.
const limitOf = (minutes: number | null | undefined) => (minutes == null ? {} : { promoteUntilMinutesBefore: minutes });

// ---------------------------------------------------------------------------------------------------------
// ChangeWaitlistLimit

export interface ChangeWaitlistLimit {
  userId: string;
  slotId: number;
  fecha: string;
  promoteUntilMinutesBefore: number | null;
  actor: { userId: string; role: 'admin' | 'member' | 'system' };
}

/** ChangeWaitlistLimit: while on the list, the member changes how late she still wants to be promoted. */
export const changeWaitlistLimitDecider: FactsDecider<LeaveFacts, ChangeWaitlistLimit, WaitlistEvent[]> = {
  decide(cmd, facts) {
    if (cmd.actor.role === 'member' && cmd.actor.userId !== cmd.userId) throw fail('NOT_YOUR_DATA');
    if (facts.entryId === undefined) throw fail('NOT_ON_WAITLIST');
    return [{
      type: 'WaitlistPromotionLimitChanged',
      data: { entryId: facts.entryId, slotId: cmd.slotId, fecha: cmd.fecha, userId: cmd.userId, promoteUntilMinutesBefore: cmd.promoteUntilMinutesBefore },
    }];
  },
};

// ---------------------------------------------------------------------------------------------------------
// LeaveWaitlist

export interface LeaveWaitlist {
  userId: string;
  slotId: number;
  fecha: string;
  actor: { userId: string; role: 'admin' | 'member' | 'system' };
}

/** LeaveWaitlist: the member (or an admin for them) takes the entry off the list. */
export const leaveWaitlistDecider: FactsDecider<LeaveFacts, LeaveWaitlist, WaitlistEvent[]> = {
  decide(cmd, facts) {
    if (cmd.actor.role === 'member' && cmd.actor.userId !== cmd.userId) throw fail('NOT_YOUR_DATA');
    if (facts.entryId === undefined) throw fail('NOT_ON_WAITLIST');
    const reason = cmd.actor.role === 'member' ? 'member' : 'admin';
    return [{ type: 'WaitlistLeft', data: { entryId: facts.entryId, slotId: cmd.slotId, fecha: cmd.fecha, userId: cmd.userId, reason } }];
  },
};

// ---------------------------------------------------------------------------------------------------------
// ClearWaitlist

export interface ClearWaitlist {
  slotId: number;
  fecha: string;
  reason: 'slot-removed' | 'slot-changed';
}

/** ClearWaitlist: the studio removed or moved the class, so every entry still on its list leaves it. */
export const clearWaitlistDecider: FactsDecider<{ entries: { entryId: number; userId: string }[] }, ClearWaitlist, WaitlistEvent[]> = {
  decide(cmd, facts) {
    return facts.entries.map(({ entryId, userId }) => ({
      type: 'WaitlistLeft' as const,
      data: { entryId, slotId: cmd.slotId, fecha: cmd.fecha, userId, reason: cmd.reason },
    }));
  },
};

// ---------------------------------------------------------------------------------------------------------
// Settling freed places

export interface SettleWaitlist {
  now: StudioNow;
  /** Fresh booking ids for promotions (at least as many as places that may be given). */
  bookingIds: number[];
}

/**
 * What the list does with the places left free: spent entries leave ('booked'); before the cutoff each free
 * place goes to the first member in line who could book it (WaitlistPromoted + SlotReserved + CreditConsumed),
 * members who could not are skipped with booking's refusal as the reason, members whose own limit passed are
 * passed over and stay on the list (a place left free is offered to them); after the cutoff the places are
 * offered to everyone waiting at once (WaitlistOfferOpened). Nothing once the class started.
 */
export const settleWaitlistDecider: FactsDecider<OccurrenceWaitlist, SettleWaitlist, WaitlistDecision> = {
  decide(cmd, occ) {
    const decision: WaitlistDecision = { occurrence: [], members: {} };
    const { slot, fecha } = occ;
    if (!slot || classStarted(fecha, slot.hora, cmd.now)) return decision;
    for (const spent of occ.waiting.filter((w) => w.holdsBooking)) {
      decision.occurrence.push({ type: 'WaitlistLeft', data: { entryId: spent.entryId, slotId: slot.id, fecha, userId: spent.userId, reason: 'booked' } });
    }
    const queue = queueOf(occ.waiting);
    let free = slot.cupoMaximo - occ.booked;
    if (free <= 0 || queue.length === 0) return decision;

    const minutesLeft = minutesUntilClass(fecha, slot.hora, cmd.now);
    if (minutesLeft <= occ.cutoffMinutes) {
      decision.occurrence.push({ type: 'WaitlistOfferOpened', data: { slotId: slot.id, fecha, hora: slot.hora, places: free, userIds: queue.map((w) => w.userId) } });
      return decision;
    }

    const ids = [...cmd.bookingIds];
    const passedOver: string[] = [];
    for (const entry of queue) {
      if (free === 0) break;
      // Her own limit passed: not booked for her, but she keeps her place in line (no event: nothing about her changed).
      if (ownLimitPassed(entry, minutesLeft)) {
        passedOver.push(entry.userId);
        continue;
      }
      const base = { entryId: entry.entryId, slotId: slot.id, fecha, userId: entry.userId };
      // A deleted account left every list when it went; an entry still here (a race with the deletion) just leaves.
      if (entry.member.deleted) {
        decision.occurrence.push({ type: 'WaitlistLeft', data: { ...base, reason: 'member' } });
        continue;
      }
      const reason = bookingRefusal(entry, fecha, cmd.now);
      if (reason) {
        decision.occurrence.push({ type: 'WaitlistSkipped', data: { ...base, reason } });
        continue;
      }
      const bookingId = ids.shift();
      if (bookingId === undefined) throw new Error('settleWaitlist: not enough booking ids for the free places');
      decision.occurrence.push(
        { type: 'WaitlistPromoted', data: { ...base, hora: slot.hora, bookingId } },
        { type: 'SlotReserved', data: { bookingId, slotId: slot.id, fecha, hora: slot.hora, userId: entry.userId, capacity: slot.cupoMaximo } },
      );
      decision.members[entry.userId] = [{ type: 'CreditConsumed', data: { bookingId, slotId: slot.id, fecha, userId: entry.userId } }];
      free--;
    }
    // A place nobody could be booked into is free for anyone to book: those passed over for their own limit hear of
    // it first, as after the studio's cutoff, and may still take it by hand.
    if (free > 0 && passedOver.length > 0) {
      decision.occurrence.push({ type: 'WaitlistOfferOpened', data: { slotId: slot.id, fecha, hora: slot.hora, places: free, userIds: passedOver } });
    }
    return decision;
  },
};

// ---------------------------------------------------------------------------------------------------------
// A cancellation that frees a place

/**
 * CancelBooking with its waitlist: booking's own decision (decideCancel), then the freed place settled in the
 * same transaction. The canceller's own entry, if they still had one, is spent. A class the studio removed
 * or moved frees no place anyone could wait for.
 */
export function cancelAndSettle(
  cancel: BookingDecision,
  canceller: string,
  reason: CancelReason,
  occ: OccurrenceWaitlist,
  cmd: SettleWaitlist,
): WaitlistDecision & { member: BookingCreditEvent[] } {
  const settled =
    reason === 'slot-removed' || reason === 'slot-changed'
      ? { occurrence: [], members: {} }
      : settleWaitlistDecider.decide(cmd, {
          ...occ,
          booked: occ.booked - 1,
          waiting: occ.waiting.map((w) => (w.userId === canceller ? { ...w, holdsBooking: true } : w)),
        });
  return { occurrence: [...cancel.occurrence, ...settled.occurrence], member: cancel.member, members: settled.members };
}
