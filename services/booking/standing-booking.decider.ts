import type { StandingBookingEvent } from '../../events/catalog/booking.events';
import type { StreamDecider } from '../../events/framework/decider';
import type { DomainEvent } from '../../events/framework/event';
import { fail } from '../../events/framework/errors';

/**
 * Turnos fijos: a member makes a weekly class theirs, and the studio books it for them every week
 * (standing-booking.job.ts, through the same ReserveSlot). A stream decider on the member's stream: its
 * StandingBooking* events say which slots are standing and which weeks were already skipped.
 */
export interface StandingState {
  /** Standing slot ids, with the weeks ('YYYY-MM-DD') already skipped since they were set. */
  slots: Record<number, { skipped: string[] }>;
}

export type StandingCommand =
  | { type: 'SetStandingBooking'; userId: string; slotId: number; today: string; slot: { oneOff: boolean } | null }
  | { type: 'ClearStandingBooking'; userId: string; slotId: number }
  // The studio removed the slot from its schedule: the turno fijo ends with it (standing-slot-removed.reactor.ts).
  | { type: 'EndStandingBooking'; userId: string; slotId: number; weekday: number; hora: string }
  | { type: 'SkipStandingWeek'; userId: string; slotId: number; fecha: string; hora: string; reason: string };

const initialState = (): StandingState => ({ slots: {} });

// The member stream carries every credit event; this decider reads only its own three.
function evolve(state: StandingState, event: DomainEvent): StandingState {
  const e = event as StandingBookingEvent;
  if (e.type === 'StandingBookingSet') return { slots: { ...state.slots, [e.data.slotId]: { skipped: [] } } };
  if (e.type === 'StandingBookingCleared') {
    const { [e.data.slotId]: _cleared, ...slots } = state.slots;
    return { slots };
  }
  if (e.type === 'StandingBookingSkipped') {
    const slot = state.slots[e.data.slotId];
    if (!slot) return state;
    return { slots: { ...state.slots, [e.data.slotId]: { skipped: [...slot.skipped, e.data.fecha] } } };
  }
  return state;
}

function decide(command: StandingCommand, state: StandingState): StandingBookingEvent[] {
  const { userId, slotId } = command;
  const standing = state.slots[slotId];
  switch (command.type) {
    case 'SetStandingBooking':
      if (!command.slot) throw fail('SLOT_NOT_FOUND');
      if (command.slot.oneOff) throw fail('STANDING_BOOKING_ONE_OFF');
      if (standing) throw fail('STANDING_BOOKING_EXISTS');
      return [{ type: 'StandingBookingSet', data: { userId, slotId, since: command.today } }];
    case 'ClearStandingBooking':
      if (!standing) throw fail('STANDING_BOOKING_NOT_FOUND');
      return [{ type: 'StandingBookingCleared', data: { userId, slotId, reason: 'member' } }];
    case 'EndStandingBooking':
      // Already gone (the member removed it, or a redelivered removal): nothing to end, nothing to tell.
      if (!standing) return [];
      return [{ type: 'StandingBookingCleared', data: { userId, slotId, reason: 'slot-removed', weekday: command.weekday, hora: command.hora } }];
    case 'SkipStandingWeek':
      // A week is skipped once (one notice); a turno fijo removed meanwhile has nothing to skip.
      if (!standing || standing.skipped.includes(command.fecha)) return [];
      return [{ type: 'StandingBookingSkipped', data: { userId, slotId, fecha: command.fecha, hora: command.hora, reason: command.reason } }];
  }
}

export const standingBookingDecider: StreamDecider<StandingState, StandingCommand, DomainEvent> = { initialState, evolve, decide };
