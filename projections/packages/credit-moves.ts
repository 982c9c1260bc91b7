import type { BookingMovedEvent } from '../../events/catalog/booking.events';
import type { CreditLedgerMovesTable } from '../../db/tables/packages';
import { dayMonth } from '../../domain/booking/policy-ledger-lines';
import type { CreditEvent } from './credit-movement';

/**
 * A class the studio moved (services/booking/calendar-move.ts) ends each booking that follows it, its credit back
 * (CreditRestored 'class-moved'), and books it again at the new time (BookingMoved, then CreditConsumed): the same
 * credit, so the member's history shows one line, "Turno movido", with what the pair moved (nothing), not a class
 * cancelled and another booked. The move appends the new occurrence's stream before the member's
 * (calendar.commands.ts, appendsOf), so BookingMoved is noted (credit_ledger_moves) before its credit events arrive.
 * A move's return writes no line (the balance moves, and its balance before is noted); the move's new use writes the
 * one line, its delta counted from that balance. A return whose move was never noted stays a plain line, so the
 * ledger's deltas always add up to its balances (member-packages.writes.ts).
 */

/** The note a BookingMoved leaves: the new booking, the one it replaced and the words of the move's line. */
export function moveNote(data: BookingMovedEvent['data']): Omit<CreditLedgerMovesTable, 'balance_before'> {
  const reason = `${dayMonth(data.from.fecha)} ${data.from.hora} → ${dayMonth(data.fecha)} ${data.hora}`;
  return { booking_id: data.bookingId, from_booking_id: data.fromBookingId, reason };
}

/** The move a credit event may be part of: a 'class-moved' return names its old booking, a use its new one. */
export function moveKeys(event: CreditEvent): { moved_from: number | null; moved_to: number | null } {
  const data = event.data as { bookingId?: number; reason?: string };
  const id = typeof data.bookingId === 'number' ? data.bookingId : null;
  return {
    moved_from: event.type === 'CreditRestored' && data.reason === 'class-moved' ? id : null,
    moved_to: event.type === 'CreditConsumed' ? id : null,
  };
}
