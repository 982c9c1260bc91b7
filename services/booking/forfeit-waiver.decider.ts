import type { ForfeitWaivedEvent, LateCancelEvent } from '../../events/catalog/booking.events';
import type { StreamDecider } from '../../events/framework/decider';
import type { DomainEvent } from '../../events/framework/event';
import { fail } from '../../events/framework/errors';

/**
 * An admin gives back a credit a late cancellation forfeited (Glofox lets staff waive a penalty), with a reason the
 * member reads in their credit history. A stream decider on the member's stream: its CreditForfeited and
 * ForfeitWaived events say which bookings' credits are forfeited and which were already given back.
 */
export interface ForfeitState {
  /** Booking ids whose credit was forfeited, and whether it was given back. */
  forfeits: Record<number, 'forfeited' | 'waived'>;
}

export interface WaiveForfeit {
  type: 'WaiveForfeit';
  userId: string;
  bookingId: number;
  reason: string;
  /** The member deleted her account: nothing is given back to it (absent: not deleted). */
  memberDeleted?: boolean;
}

const initialState = (): ForfeitState => ({ forfeits: {} });

// The member stream carries every credit event; this decider reads only its own two.
function evolve(state: ForfeitState, event: DomainEvent): ForfeitState {
  const e = event as LateCancelEvent | ForfeitWaivedEvent;
  if (e.type === 'CreditForfeited') return { forfeits: { ...state.forfeits, [e.data.bookingId]: 'forfeited' } };
  if (e.type === 'ForfeitWaived') return { forfeits: { ...state.forfeits, [e.data.bookingId]: 'waived' } };
  return state;
}

function decide(command: WaiveForfeit, state: ForfeitState): ForfeitWaivedEvent[] {
  if (command.memberDeleted) throw fail('USER_DELETED');
  const forfeit = state.forfeits[command.bookingId];
  if (forfeit === undefined) throw fail('FORFEIT_NOT_FOUND');
  if (forfeit === 'waived') throw fail('FORFEIT_ALREADY_WAIVED');
  const reason = command.reason.trim().replace(/\s+/g, ' ');
  return [{ type: 'ForfeitWaived', data: { userId: command.userId, bookingId: command.bookingId, reason } }];
}

export const forfeitWaiverDecider: StreamDecider<ForfeitState, WaiveForfeit, DomainEvent> = { initialState, evolve, decide };
