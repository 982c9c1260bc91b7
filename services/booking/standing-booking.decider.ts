import type { StandingBookingEvent } from '../../events/catalog/booking.events';
import type { FactsDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { StandingFacts } from '../../domain/booking/standing-facts';

/**
 * Turnos fijos: a member makes a weekly class theirs, and the studio books it for them every week
 * (standing-booking.job.ts, through the same ReserveSlot). A facts decider: the events go on the member's stream,
 * but the stream carries every credit event too, so instead of folding it the command reads the one slot's row
 * and the one week's skip (domain/booking/standing-facts.ts) under the stream's lock: the same cost at any age.
 */
export type StandingCommand =
  | { type: 'SetStandingBooking'; userId: string; slotId: number; today: string; slot: { oneOff: boolean } | null }
  | { type: 'ClearStandingBooking'; userId: string; slotId: number }
  // The studio removed the slot from its schedule: the turno fijo ends with it (standing-slot-removed.reactor.ts).
  | { type: 'EndStandingBooking'; userId: string; slotId: number; weekday: number; hora: string }
  | { type: 'SkipStandingWeek'; userId: string; slotId: number; fecha: string; hora: string; reason: string };

function decide(command: StandingCommand, facts: StandingFacts): StandingBookingEvent[] {
  const { userId, slotId } = command;
  switch (command.type) {
    case 'SetStandingBooking':
      if (facts.memberDeleted) throw fail('USER_DELETED');
      if (!command.slot) throw fail('SLOT_NOT_FOUND');
      if (command.slot.oneOff) throw fail('STANDING_BOOKING_ONE_OFF');
      if (facts.standing) throw fail('STANDING_BOOKING_EXISTS');
      return [{ type: 'StandingBookingSet', data: { userId, slotId, since: command.today } }];
    case 'ClearStandingBooking':
      if (!facts.standing) throw fail('STANDING_BOOKING_NOT_FOUND');
      return [{ type: 'StandingBookingCleared', data: { userId, slotId, reason: 'member' } }];
    case 'EndStandingBooking':
      // Already gone (the member removed it, or a redelivered removal): nothing to end, nothing to tell.
      if (!facts.standing) return [];
      return [{ type: 'StandingBookingCleared', data: { userId, slotId, reason: 'slot-removed', weekday: command.weekday, hora: command.hora } }];
    case 'SkipStandingWeek':
      // A week is skipped once (one notice), even across the turno fijo removed and set again (the job's key for that
      // week answers its first refusal anyway); a turno fijo removed meanwhile has nothing to skip.
      // A deleted account hears of nothing (her turnos fijos ended with it).
      if (!facts.standing || facts.weekSkipped || facts.memberDeleted) return [];
      return [{ type: 'StandingBookingSkipped', data: { userId, slotId, fecha: command.fecha, hora: command.hora, reason: command.reason } }];
  }
}

export const standingBookingDecider: FactsDecider<StandingFacts, StandingCommand, StandingBookingEvent[]> = { decide };
