import type { BookingCreditEvent } from '../../events/catalog/booking.events';
import type { MakeupEvent } from '../../events/catalog/booking.makeups';
import { makeupValidUntil, type CancelMakeupFacts } from '../../domain/booking/makeup-rules';
import type { BookingFacts, StudioNow } from '../../domain/booking/booking-facts';
import type { PolicyCancelDecision } from './booking-policy';

export interface MakeupCancelDecision extends Omit<PolicyCancelDecision, 'member'> {
  member: (PolicyCancelDecision['member'][number] | MakeupEvent)[];
}

const restored = (booking: BookingFacts, makeupId: number): MakeupEvent => ({ type: 'MakeupRestored', data: { userId: booking.userId, makeupId, bookingId: booking.id } });

/** The credit a cancellation gave back, turned into a make-up right lasting `validDays` from today. */
function creditToMakeup<E extends { type: string }>(events: readonly E[], booking: BookingFacts, validDays: number, reason: 'cancel' | 'closure', now: StudioNow): (E | MakeupEvent)[] {
  const credit = events.find((e) => e.type === 'CreditRestored');
  if (!credit) return [...events];
  const granted: MakeupEvent = {
    type: 'MakeupGranted',
    data: { userId: booking.userId, makeupId: booking.id, slotId: booking.slotId, fecha: booking.fecha, grantedOn: now.date, validUntil: makeupValidUntil(now.date, validDays), reason },
  };
  return [...events.filter((e) => e !== credit), granted];
}

/**
 * A member's or an admin's cancellation, make-up side (docs/features/makeups.md), after the policy decided the credit:
 *  - a make-up class cancelled in time gives her right back; cancelled late, it is used;
 *  - with make-ups on, her turno fijo's class she cancels in time becomes a make-up right instead of the credit back:
 *    the studio keeps her weekly place for her, and the right is what she recovers the class with.
 */
export function cancelWithMakeup(cancel: PolicyCancelDecision, facts: { booking: BookingFacts; makeup: CancelMakeupFacts }, actor: { role: 'admin' | 'member' | 'system' }, now: StudioNow): MakeupCancelDecision {
  const { booking, makeup } = facts;
  if (makeup.usedMakeupId !== null) return cancel.terms.kind === 'free' ? { ...cancel, member: [...cancel.member, restored(booking, makeup.usedMakeupId)] } : cancel;
  if (makeup.grantValidDays === null || actor.role !== 'member' || cancel.terms.kind !== 'free') return cancel;
  return { ...cancel, member: creditToMakeup(cancel.member, booking, makeup.grantValidDays, 'cancel', now) };
}

/**
 * The studio took the class away (a closed day, a cancelled or moved class): a make-up class gives its right back;
 * with closures recoverable, her turno fijo's class becomes a make-up right instead of the credit back.
 */
export function studioCancelWithMakeup(events: readonly BookingCreditEvent[], booking: BookingFacts, makeup: Partial<CancelMakeupFacts>, now: StudioNow): (BookingCreditEvent | MakeupEvent)[] {
  if (makeup.usedMakeupId != null) return [...events, restored(booking, makeup.usedMakeupId)];
  if (makeup.grantValidDays == null) return [...events];
  return creditToMakeup(events, booking, makeup.grantValidDays, 'closure', now);
}
