import type { BookingPolicy } from '../../events/catalog/catalog.events';

/**
 * How long before a class the waitlist stops promoting the first in line automatically. From then on a freed
 * place is offered to everyone waiting at once, and the first to book it gets it (TeamUp, bsport): a member
 * promoted twenty minutes before class would likely not see it in time.
 *
 * The studio sets it per discipline (BookingPolicy.waitlistCutoffMinutesBefore, 120 by default). A promotion is a
 * booking, so it never runs after booking closes: the effective cutoff is the later of the two (the larger number).
 */
export function promotionCutoffMinutes(policy: Pick<BookingPolicy, 'waitlistCutoffMinutesBefore' | 'closesMinutesBefore'>): number {
  return Math.max(policy.waitlistCutoffMinutesBefore, policy.closesMinutesBefore);
}
