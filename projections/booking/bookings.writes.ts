import { sql, type RawBuilder } from 'kysely';
import type { OccurrenceEvent } from '../../events/catalog/booking.events';
import type { RecordedEvent } from '../../events/framework/event';

/**
 * The one fold of bookings@v1 (bookings, slot_occurrences): data-modifying CTEs writing what any run of SlotReserved
 * and BookingCancelled does, in log order. The projector runs them for one event, a rebuild for a whole batch
 * (bookings.projector.ts), and the booking and waitlist commands put them in their one writing statement
 * (booking-inline.writes.ts, waitlist-inline.writes.ts): the same SQL on every path.
 *
 * Event by event, a reservation inserts its booking row unless the row is there (it was applied before), and takes
 * a place with it; a cancellation turns a live row inactive and frees its place. One statement may change a row only
 * once, so each booking row is written once (inserted with whatever the events after its reservation did to it, or
 * updated if it was there before) and each occurrence gets its net change: what the events leave one by one. Rows
 * are read as the statement found them: under the streams' locks in a command, alone in a rebuild.
 */
export const BOOKING_TYPES: ReadonlySet<string> = new Set(['SlotReserved', 'BookingCancelled']);

type Recorded = RecordedEvent & OccurrenceEvent;
const actorOf = (e: RecordedEvent) => (typeof e.metadata.actorId === 'string' ? e.metadata.actorId : null);

const rowOf = (e: Recorded, ord: number) => ({
  ord,
  reserved: e.type === 'SlotReserved',
  booking_id: e.data.bookingId,
  slot_id: e.data.slotId,
  fecha: e.data.fecha,
  hora: e.data.hora,
  user_id: e.data.userId,
  at: e.recordedAt,
  actor_id: actorOf(e),
  capacity: e.type === 'SlotReserved' ? e.data.capacity : null,
  reason: e.type === 'BookingCancelled' ? e.data.reason : null,
});

/**
 * `bk_… AS (…)` CTEs for the booking events among `events` (none when there are none). Their text is the same for
 * any number of events, so a connection plans it once.
 */
export function bookingsWrites(events: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  const booking = events.filter((e) => BOOKING_TYPES.has(e.type)) as Recorded[];
  if (booking.length === 0) return [];
  return [
    sql`bk_events AS (
      SELECT * FROM json_to_recordset(${JSON.stringify(booking.map(rowOf))}::json)
        AS e(ord integer, reserved boolean, booking_id integer, slot_id integer, fecha date, hora text, user_id text, at timestamptz, actor_id text, capacity integer, reason text))`,
    // A booking first reserved here, and the first cancellation after that reservation, if any.
    sql`bk_new AS (
      SELECT r.*, c.ord AS cancel_ord, c.at AS cancelled_at, c.actor_id AS cancelled_by, c.reason AS cancel_reason
      FROM (SELECT DISTINCT ON (booking_id) * FROM bk_events WHERE reserved ORDER BY booking_id, ord) r
      LEFT JOIN LATERAL (SELECT * FROM bk_events c WHERE NOT c.reserved AND c.booking_id = r.booking_id AND c.ord > r.ord ORDER BY c.ord LIMIT 1) c ON true
      WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = r.booking_id))`,
    // A booking that was live before these events, ended by the first of their cancellations.
    sql`bk_ended AS (
      UPDATE bookings b SET active = false, cancelled_at = c.at, cancelled_by = c.actor_id, cancel_reason = c.reason
      FROM (SELECT DISTINCT ON (booking_id) * FROM bk_events WHERE NOT reserved ORDER BY booking_id, ord) c
      WHERE b.id = c.booking_id AND b.active
      RETURNING c.slot_id, c.fecha)`,
    // After bk_ended (its count is read first): a member who cancelled and booked the class again never meets the
    // one-live-booking-per-member index.
    sql`bk_booked AS (
      INSERT INTO bookings (id, slot_id, fecha, hora, user_id, active, booked_at, booked_by, cancelled_at, cancelled_by, cancel_reason)
      SELECT booking_id, slot_id, fecha, hora, user_id, cancel_ord IS NULL, at, actor_id, cancelled_at, cancelled_by, cancel_reason
      FROM bk_new WHERE (SELECT count(*) FROM bk_ended) >= 0
      RETURNING id)`,
    // Each occurrence's net change: a place per booking row inserted, one back per row these events ended; the
    // capacity of the last reservation that took a place.
    sql`bk_places AS (
      SELECT slot_id, fecha, sum(taken)::int AS taken, sum(freed)::int AS freed,
             (array_agg(capacity ORDER BY ord DESC) FILTER (WHERE taken = 1))[1] AS capacity,
             (array_agg(hora ORDER BY ord DESC) FILTER (WHERE taken = 1))[1] AS hora
      FROM (SELECT n.slot_id, n.fecha, n.hora, n.ord, n.capacity, 1 AS taken, (n.cancel_ord IS NOT NULL)::int AS freed
              FROM bk_new n WHERE n.booking_id IN (SELECT id FROM bk_booked)
            UNION ALL
            SELECT slot_id, fecha, NULL, 0, NULL, 0, 1 FROM bk_ended) moves
      GROUP BY slot_id, fecha)`,
    // Updated in place; inserted by the occurrence's first booking (an INSERT … ON CONFLICT DO UPDATE would lock the
    // row, one more WAL record, and probe the index before every update). The occurrence's stream lock keeps a
    // second creator out; the insert keeps ON CONFLICT anyway, so it could only count, never fail.
    sql`bk_place_moved AS (
      UPDATE slot_occurrences o SET booked = o.booked + p.taken - p.freed, capacity = coalesce(p.capacity, o.capacity)
      FROM bk_places p
      WHERE o.slot_id = p.slot_id AND o.fecha = p.fecha
      RETURNING o.slot_id, o.fecha)`,
    sql`bk_place_opened AS (
      INSERT INTO slot_occurrences (slot_id, fecha, hora, capacity, booked)
      SELECT p.slot_id, p.fecha, p.hora, p.capacity, p.taken - p.freed FROM bk_places p
      WHERE p.taken > 0 AND NOT EXISTS (SELECT 1 FROM bk_place_moved m WHERE m.slot_id = p.slot_id AND m.fecha = p.fecha)
      ON CONFLICT (slot_id, fecha) DO UPDATE SET booked = slot_occurrences.booked + EXCLUDED.booked, capacity = EXCLUDED.capacity)`,
  ];
}
