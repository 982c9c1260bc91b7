import { fail } from '../../events/framework/errors';
import type { BookingCreditEvent, BookingMovedEvent, CancelReason, OccurrenceEvent, OccurrenceExceptionEvent } from '../../events/catalog/booking.events';
import type { WaitlistEvent } from '../../events/catalog/waitlist.events';
import type { TrialClassEvent } from '../../events/catalog/trials.events';
import type { MakeupEvent } from '../../events/catalog/booking.makeups';
import type { BookingFacts, StudioNow } from '../../domain/booking/booking-facts';
import type { CalendarFacts, OccurrenceFacts } from '../../domain/booking/calendar-facts';
import { cancelBookingDecider, hasActivePackage } from './booking.decider';
import { studioCancelWithMakeup } from './makeup-cancel';

export type MovedStreamEvent = OccurrenceEvent | OccurrenceExceptionEvent | WaitlistEvent | BookingMovedEvent | TrialClassEvent;
/** A calendar exception's events on a member's stream: her credits, and make-up rights (makeup-cancel.ts). */
export type MemberCreditEvent = BookingCreditEvent | MakeupEvent;

export interface MoveOutcome {
  from: { slotId: number; fecha: string; events: MovedStreamEvent[] };
  to: { slotId: number; fecha: string; events: MovedStreamEvent[] };
  credits: Map<string, MemberCreditEvent[]>;
}

const pad = (n: number) => String(n).padStart(2, '0');
const wallTime = (now: StudioNow) => `${now.date} ${pad(Math.floor(now.minutes / 60))}:${pad(now.minutes % 60)}`;

/**
 * A moved class takes its people along (its bookings and waitlist move with it). Each live booking, oldest first,
 * is ended on the old occurrence ('class-moved', its credit back) and taken again at the new one (SlotReserved,
 * BookingMoved, the credit consumed again): the member keeps the class and the same credit count. A booking that
 * cannot follow ends like a cancelled class's, credit back, with the reason the member is told:
 *  - 'moved-member-busy': the member already holds another class at the new date and time;
 *  - 'moved-class-full': the new occurrence has no place left (its capacity is lower than the bookings kept);
 *  - 'class-cancelled': the booking has no credit to carry (staff booked it without one, the member's package
 *    is no longer active or ends before the new date, or her account was deleted), so it cannot be booked again on
 *    the member's behalf.
 * Waiting entries rejoin the new class's list in their order ('class-moved'); a member busy at the new time leaves.
 * Trial classes follow after the bookings, oldest first, while places are left: ended on the old occurrence
 * (TrialClassCancelled 'class-moved') and booked again at the new one, as confirmed as they were (TrialClassBooked
 * with `movedFrom`); a trial with no place left ends ('moved-class-full'). The visitor is told either way.
 */
export function moveOccurrence(o: OccurrenceFacts, fecha: string, exception: OccurrenceExceptionEvent, facts: CalendarFacts, now: StudioNow): MoveOutcome {
  const target = facts.moveTarget;
  if (!target) throw new Error('a move decides on the new occurrence: moveTarget is missing');
  const trialIds = target.trialIds ?? [];
  if (target.bookingIds.length < o.bookings.length || target.entryIds.length < o.waiting.length || trialIds.length < (o.trials ?? []).length) {
    throw new Error('a move needs a fresh id per booking, entry and trial');
  }
  const to = { slotId: target.slot.id, fecha: target.slot.fecha ?? '', hora: target.slot.hora };
  if (!to.fecha) throw fail('SLOT_NOT_FOUND');
  const busy = new Set(target.busyUserIds);
  const credits = new Map<string, MemberCreditEvent[]>();
  const addCredits = (userId: string, events: MemberCreditEvent[]) => {
    if (events.length > 0) credits.set(userId, [...(credits.get(userId) ?? []), ...events]);
  };
  const fromEvents: MovedStreamEvent[] = [exception];
  const toEvents: MovedStreamEvent[] = [];
  let places = target.slot.cupoMaximo - target.booked;

  const end = (booking: OccurrenceFacts['bookings'][number], reason: CancelReason) => {
    const member = facts.members[booking.userId] ?? { packageId: null, validUntil: null, credits: 0 };
    const d = cancelBookingDecider.decide({ bookingId: booking.id, actor: { userId: 'system', role: 'system' }, reason, now }, { booking, member });
    fromEvents.push(...d.occurrence);
    // A booking that follows its class keeps what paid for it; one that cannot follow ends as a closed class's does.
    addCredits(booking.userId, reason === 'class-moved' ? d.member : studioCancelWithMakeup(d.member, booking, booking.makeup ?? {}, now));
  };
  // Only a credit the cancel gives back can pay for the new place: the same check booking makes (package active,
  // and still valid on the new date).
  const carriesCredit = (booking: BookingFacts) => {
    const member = facts.members[booking.userId];
    return booking.creditConsumed !== false && !!member && !member.deleted && hasActivePackage(member, now.date) && (member.validUntil === null || to.fecha < member.validUntil);
  };

  [...o.bookings].sort((a, b) => a.id - b.id).forEach((booking, i) => {
    if (busy.has(booking.userId)) return end(booking, 'moved-member-busy');
    if (places <= 0) return end(booking, 'moved-class-full');
    if (!carriesCredit(booking)) return end(booking, 'class-cancelled');
    end(booking, 'class-moved');
    places -= 1;
    const bookingId = target.bookingIds[i]!;
    toEvents.push(
      { type: 'SlotReserved', data: { bookingId, slotId: to.slotId, fecha: to.fecha, hora: to.hora, userId: booking.userId, capacity: target.slot.cupoMaximo } },
      { type: 'BookingMoved', data: { bookingId, fromBookingId: booking.id, userId: booking.userId, ...to, from: { slotId: booking.slotId, fecha: booking.fecha, hora: booking.hora }, movedAt: wallTime(now) } },
    );
    addCredits(booking.userId, [{ type: 'CreditConsumed', data: { userId: booking.userId, bookingId, slotId: to.slotId, fecha: to.fecha } }]);
  });

  o.waiting.forEach((entry, i) => {
    const left = { entryId: entry.entryId, slotId: o.slot.id, fecha, userId: entry.userId };
    if (busy.has(entry.userId)) return void fromEvents.push({ type: 'WaitlistLeft', data: { ...left, reason: 'class-cancelled' } });
    fromEvents.push({ type: 'WaitlistLeft', data: { ...left, reason: 'class-moved' } });
    toEvents.push({ type: 'WaitlistJoined', data: { entryId: target.entryIds[i]!, slotId: to.slotId, fecha: to.fecha, hora: to.hora, userId: entry.userId } });
  });

  (o.trials ?? []).forEach((trial, i) => {
    const ended = { trialId: trial.trialId, slotId: o.slot.id, fecha };
    if (places <= 0) return void fromEvents.push({ type: 'TrialClassCancelled', data: { ...ended, reason: 'moved-class-full' } });
    places -= 1;
    fromEvents.push({ type: 'TrialClassCancelled', data: { ...ended, reason: 'class-moved' } });
    toEvents.push({
      type: 'TrialClassBooked',
      data: { trialId: trialIds[i]!, leadId: trial.leadId, ...to, confirmed: trial.confirmed, movedFrom: { trialId: trial.trialId, slotId: o.slot.id, fecha, hora: o.slot.hora } },
    });
  });

  return { from: { slotId: o.slot.id, fecha, events: fromEvents }, to: { slotId: to.slotId, fecha: to.fecha, events: toEvents }, credits };
}
