import { sql, type RawBuilder } from 'kysely';
import type { BookingMovedEvent, LateCancelEvent } from '../../events/catalog/booking.events';
import type { RecordedEvent } from '../../events/framework/event';

/**
 * The one statement each of these events writes to the tables the cancel decision reads instead of the log
 * (booking-facts.queries.ts). Their projectors run it (booking-decision.projectors.ts); a member's own late
 * cancellation writes its LateCancelForgiven as a CTE of the command's statement (booking-inline.writes.ts).
 * Idempotent: a row per event, inserted once.
 */
export type ForgivenRecorded = RecordedEvent & Extract<LateCancelEvent, { type: 'LateCancelForgiven' }>;
export type MovedRecorded = RecordedEvent & BookingMovedEvent;

export const forgivenLateCancelWrite = (e: ForgivenRecorded): RawBuilder<unknown> => sql`
  INSERT INTO forgiven_late_cancels (user_id, position, month, booking_id)
  VALUES (${e.data.userId}, ${e.streamPosition}, ${e.data.month}, ${e.data.bookingId})
  ON CONFLICT DO NOTHING`;

export const bookingMoveWrite = (e: MovedRecorded): RawBuilder<unknown> => sql`
  INSERT INTO booking_moves (booking_id, from_booking_id, moved_at, from_fecha, from_hora)
  VALUES (${e.data.bookingId}, ${e.data.fromBookingId}, ${e.data.movedAt}, ${e.data.from.fecha}::date, ${e.data.from.hora})
  ON CONFLICT DO NOTHING`;
