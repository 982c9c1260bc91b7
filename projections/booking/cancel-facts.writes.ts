import { sql, type RawBuilder } from 'kysely';
import type { BookingMovedEvent, LateCancelEvent } from '../../events/catalog/booking.events';
import type { RecordedEvent } from '../../events/framework/event';

/**
 * The folds of the two tables a cancellation decides on besides its booking, so it never reads the raw log
 * (booking-facts.queries.ts, cancelFactsSql): forgiven-late-cancels@v1 and booking-moves@v1, one row per event. Their
 * projectors run them for one event; a member's own late cancellation writes its LateCancelForgiven in the command's
 * statement (waitlist-inline.writes.ts). Idempotent: a row per event, inserted once.
 */
export const FORGIVEN_LATE_CANCELS_FOLD = { name: 'forgiven-late-cancels@v1', handles: ['LateCancelForgiven'] } as const;
export const BOOKING_MOVES_FOLD = { name: 'booking-moves@v1', handles: ['BookingMoved'] } as const;

type Forgiven = RecordedEvent & Extract<LateCancelEvent, { type: 'LateCancelForgiven' }>;
type Moved = RecordedEvent & BookingMovedEvent;

/** Each LateCancelForgiven among `events`: the studio month it counts in, by its position in the member's stream. */
export function forgivenLateCancelsWrites(events: readonly RecordedEvent[], { fresh }: { fresh: boolean }): RawBuilder<unknown>[] {
  const forgiven = events.filter((e): e is Forgiven => e.type === 'LateCancelForgiven');
  if (forgiven.length === 0) return [];
  const rows = forgiven.map((e) => ({ user_id: e.data.userId, position: e.streamPosition, month: e.data.month, booking_id: e.data.bookingId }));
  return [
    sql`forgiven AS (
      INSERT INTO forgiven_late_cancels (user_id, position, month, booking_id)
      SELECT * FROM json_to_recordset(${JSON.stringify(rows)}::json) AS f(user_id text, position bigint, month text, booking_id integer)
      ${fresh ? sql`` : sql`ON CONFLICT DO NOTHING`})`,
  ];
}

/** Each BookingMoved among `events`: the booking that followed its class, when the studio moved it and from where. */
export function bookingMovesWrites(events: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  const moved = events.filter((e): e is Moved => e.type === 'BookingMoved');
  if (moved.length === 0) return [];
  const rows = moved.map(({ data: d }) => ({ booking_id: d.bookingId, from_booking_id: d.fromBookingId, moved_at: d.movedAt, from_fecha: d.from.fecha, from_hora: d.from.hora }));
  return [
    sql`booking_moved AS (
      INSERT INTO booking_moves (booking_id, from_booking_id, moved_at, from_fecha, from_hora)
      SELECT * FROM json_to_recordset(${JSON.stringify(rows)}::json) AS m(booking_id integer, from_booking_id integer, moved_at text, from_fecha date, from_hora text)
      ON CONFLICT DO NOTHING)`,
  ];
}
