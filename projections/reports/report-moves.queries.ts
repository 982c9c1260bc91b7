import { sql } from 'kysely';
import { occurrenceStream } from '../../events/streams';

/*
 * The drill-down's side of report-moves.fold.ts: a booking that followed its moved class is the same booking, read
 * from the log up to the reports projector's checkpoint (`upTo`), as the day counters count it.
 */

/**
 * Neither the end of a booking on the class the studio moved ('class-moved') nor its SlotReserved at the new time (a
 * BookingMoved folded by now follows it on the same stream) is a line of its own: the booking is the first one.
 */
export const notAMove = (upTo: number) => sql`
  (e.event_type <> 'BookingCancelled' OR e.data->>'reason' <> 'class-moved')
  AND (e.event_type <> 'SlotReserved' OR NOT EXISTS (
    SELECT 1 FROM es_events m
     WHERE m.stream_id = e.stream_id AND m.event_type = 'BookingMoved' AND m.data->>'bookingId' = e.data->>'bookingId'
       AND m.global_position IS NOT NULL AND m.global_position <= ${upTo}))`;

/**
 * `moved_class`: the class each moved booking is at now (after every move, a class may move again), by the id of
 * the booking the member first made. Only bookings of moved classes are in it: a few rows.
 */
export const classNow = (upTo: number) => sql`RECURSIVE moves AS MATERIALIZED (
    SELECT (data->>'fromBookingId')::int AS from_id, (data->>'bookingId')::int AS to_id,
           jsonb_build_object('slotId', (data->>'slotId')::int, 'fecha', data->>'fecha', 'hora', data->>'hora') AS class
      FROM es_events WHERE event_type = 'BookingMoved' AND global_position IS NOT NULL AND global_position <= ${upTo}
  ), chain AS (
    SELECT from_id AS origin, to_id, class, 1 AS hops FROM moves
    UNION ALL
    SELECT c.origin, m.to_id, m.class, c.hops + 1 FROM chain c JOIN moves m ON m.from_id = c.to_id
  ), moved_class AS (
    SELECT DISTINCT ON (origin) origin, class FROM chain ORDER BY origin, hops DESC
  )`;

/** Joins `mv.class` to a booking's SlotReserved `e` whose class the studio moved since. */
export const MOVED_CLASS_OF = sql`LEFT JOIN moved_class mv ON e.event_type = 'SlotReserved' AND mv.origin = (e.data->>'bookingId')::int`;

/**
 * For the bookings export (a row `b` of `bookings`): when the member first booked, following the booking back through
 * every move of its class (the booking each BookingMoved took the place of), so a moved booking keeps its date.
 */
export const firstBookedAt = sql<Date>`(WITH RECURSIVE back(id, slot_id, fecha, booked_at, hops) AS (
    SELECT b.id, b.slot_id, b.fecha, b.booked_at, 0
    UNION ALL
    SELECT o.id, o.slot_id, o.fecha, o.booked_at, back.hops + 1
      FROM back
      JOIN es_events m ON m.stream_id = ${occurrenceStream.sql(sql.ref('back.slot_id'), sql.ref('back.fecha')).streamId}
       AND m.event_type = 'BookingMoved' AND (m.data->>'bookingId')::int = back.id
      JOIN bookings o ON o.id = (m.data->>'fromBookingId')::int
  ) SELECT booked_at FROM back ORDER BY hops DESC LIMIT 1)`;
