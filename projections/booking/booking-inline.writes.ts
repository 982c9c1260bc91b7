import { sql, type RawBuilder } from 'kysely';
import type { BookingCreditEvent, OccurrenceEvent } from '../../events/catalog/booking.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/**
 * The inline projections of a booking's or a cancellation's events as data-modifying CTEs, so the booking
 * commands write them, their events and their outcome in one statement (services/booking/booking.commands.ts).
 * They must leave exactly the rows the projectors' `apply` leaves, event by event:
 * - bookings@v1 (bookings, slot_occurrences) for SlotReserved and BookingCancelled;
 * - member-packages@v1 (member_packages, credit_ledger) for CreditConsumed and CreditRestored.
 * tests/api/booking-round-trips.int.test.ts replays the same events through the projectors and compares.
 */
const MIRRORED: Record<string, string> = {
  SlotReserved: 'bookings@v1',
  BookingCancelled: 'bookings@v1',
  CreditConsumed: 'member-packages@v1',
  CreditRestored: 'member-packages@v1',
};

/**
 * Whether these CTEs still stand for every inline projector of the booking events. A projector added for
 * one of them, or a new version of one of these, turns the booking commands back to the generic path
 * (correct, only slower) until this file learns the change.
 */
// A few dozen comparisons per booking: cheaper than anything that would remember the answer.
export function bookingWritesMirrorProjectors(inlineProjectors: readonly Projector[]): boolean {
  return Object.entries(MIRRORED).every(([type, name]) => {
    const handling = inlineProjectors.filter((p) => p.handles.includes(type)).map((p) => p.name);
    return handling.length === 1 && handling[0] === name;
  });
}


type BookingEvent = RecordedEvent & (OccurrenceEvent | BookingCreditEvent);

const actorOf = (e: RecordedEvent) => (typeof e.metadata.actorId === 'string' ? e.metadata.actorId : null);

/** `name AS (…)` CTEs for the events (CTE names carry the event's index, so a command may write several). */
export function bookingInlineWrites(events: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  return (events as readonly BookingEvent[]).flatMap((event, i) => writesOf(event, i));
}

function writesOf(e: BookingEvent, i: number): RawBuilder<unknown>[] {
  const at = e.recordedAt;
  const name = (base: string) => sql.id(`${base}_${i}`);
  switch (e.type) {
    case 'SlotReserved': {
      const d = e.data;
      return [
        sql`${name('booked')} AS (
          INSERT INTO bookings (id, slot_id, fecha, hora, user_id, active, booked_at, booked_by)
          VALUES (${d.bookingId}, ${d.slotId}, ${d.fecha}::date, ${d.hora}, ${d.userId}, true, ${at}, ${actorOf(e)})
          ON CONFLICT (id) DO NOTHING
          RETURNING id)`,
        // Counted with its booking row only, as bookings@v1 does.
        sql`${name('place_taken')} AS (
          INSERT INTO slot_occurrences (slot_id, fecha, hora, capacity, booked)
          SELECT ${d.slotId}::integer, ${d.fecha}::date, ${d.hora}::text, ${d.capacity}::integer, 1
          WHERE EXISTS (SELECT 1 FROM ${name('booked')})
          ON CONFLICT (slot_id, fecha) DO UPDATE SET booked = slot_occurrences.booked + 1, capacity = ${d.capacity})`,
      ];
    }
    case 'BookingCancelled': {
      const d = e.data;
      return [
        sql`${name('cancelled')} AS (
          UPDATE bookings SET active = false, cancelled_at = ${at}, cancelled_by = ${actorOf(e)}, cancel_reason = ${d.reason}
          WHERE id = ${d.bookingId} AND active
          RETURNING id)`,
        sql`${name('place_freed')} AS (
          UPDATE slot_occurrences SET booked = booked - 1
          WHERE slot_id = ${d.slotId} AND fecha = ${d.fecha}::date AND EXISTS (SELECT 1 FROM ${name('cancelled')}))`,
      ];
    }
    case 'CreditConsumed':
    case 'CreditRestored': {
      // member-packages@v1: skip an event already applied (last_position), move the balance, write its ledger line.
      const credits = (e.data as { credits?: number }).credits ?? 1;
      const delta = e.type === 'CreditConsumed' ? -credits : credits;
      const kind = e.type === 'CreditConsumed' ? 'consumed' : 'restored';
      return [
        sql`${name('credit_moved')} AS (
          UPDATE member_packages
          SET creditos_restantes = creditos_restantes + ${delta}, last_position = ${e.streamPosition}, updated_at = ${at}
          WHERE user_id = ${e.data.userId} AND last_position < ${e.streamPosition}
          RETURNING user_id, creditos_restantes, paquete_id)`,
        sql`${name('credit_line')} AS (
          INSERT INTO credit_ledger (position, user_id, at, kind, delta, balance, paquete_id, actor_id, reason)
          SELECT ${e.streamPosition}, user_id, ${at}, ${kind}, ${delta}, creditos_restantes, paquete_id, ${e.metadata.actorId ?? null}, NULL
          FROM ${name('credit_moved')}
          ON CONFLICT (user_id, position) DO NOTHING)`,
      ];
    }
  }
}
