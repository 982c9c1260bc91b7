import type { StandingBookingEvent } from '../../events/catalog/booking.events';
import type { WaitlistEvent } from '../../events/catalog/waitlist.events';
import type { FactsDecider } from '../../events/framework/decider';
import type { StudioNow } from '../../domain/booking/booking-facts';
import type { StandingWaitFacts } from '../../domain/booking/standing-facts';
import { joinWaitlistDecider, minutesUntilClass } from './waitlist.decider';

export interface JoinStandingWaitlist {
  userId: string;
  slotId: number;
  fecha: string;
  now: StudioNow;
}

/** The entry on the occurrence stream and the handled week on the member's; both empty when the week is not joined. */
export interface StandingWaitDecision {
  occurrence: WaitlistEvent[];
  member: StandingBookingEvent[];
  posicion: number | null;
}

const NOT_JOINED: StandingWaitDecision = { occurrence: [], member: [], posicion: null };

/**
 * A turno fijo's week whose class is full goes on the class's waitlist (standing-booking.job.ts), so a cancellation
 * gives the member the place by the waitlist's own rules (waitlist.decider.ts). The join is the member's own
 * (JoinWaitlist's refusals stand), plus the turno fijo's: it must still be theirs, the week not handled already, and
 * a list the member left or a week they cancelled stays their choice (as the job never books a cancelled week again).
 * Past the list's cutoff a freed place is only offered to everyone at once: the member is not put on it and the job
 * skips the week as a full one, since "you are on the list" would promise what the list no longer does.
 */
export const standingWaitlistDecider: FactsDecider<StandingWaitFacts, JoinStandingWaitlist, StandingWaitDecision> = {
  decide(cmd, facts) {
    if (!facts.standing.standing || facts.standing.weekSkipped || facts.memberLeft) return NOT_JOINED;
    const { entryId } = facts.join;
    const joined = joinWaitlistDecider.decide({ entryId, userId: cmd.userId, fecha: cmd.fecha, now: cmd.now }, facts.join);
    const hora = facts.join.slot!.hora; // the join refuses a missing class
    if (minutesUntilClass(cmd.fecha, hora, cmd.now) <= facts.cutoffMinutes) return NOT_JOINED;
    return {
      occurrence: joined.occurrence,
      member: [{ type: 'StandingBookingWaitlisted', data: { userId: cmd.userId, slotId: cmd.slotId, fecha: cmd.fecha, hora, entryId } }],
      posicion: joined.posicion,
    };
  },
};
