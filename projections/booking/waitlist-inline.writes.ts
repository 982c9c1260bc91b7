import { sql, type RawBuilder } from 'kysely';
import type { OccurrenceEvent } from '../../events/catalog/booking.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';
import { bookingInlineWrites, bookingWritesMirrorProjectors } from './booking-inline.writes';
import { waitlistWrite, WAITLIST_TYPES, type RecordedWaitlistEvent } from './waitlist.writes';

/**
 * The inline projections of the waitlist commands as data-modifying CTEs (services/platform/commands/locked-command.ts):
 * - waitlist events: the statements of waitlist.writes.ts, as waitlist@v1 runs them;
 * - booking and credit events: booking-inline.writes.ts, except when a cancellation and a promotion share the
 *   statement. Both then move the same slot_occurrences row, which one statement may change only once, so the
 *   row gets their net effect: what bookings@v1 leaves after applying them one by one.
 * tests/api/waitlist.api.test.ts replays the log through the projectors and compares.
 */
export function waitlistWritesMirrorProjectors(inline: readonly Projector[]): boolean {
  if (!bookingWritesMirrorProjectors(inline)) return false;
  return [...WAITLIST_TYPES].every((type) => {
    const handling = inline.filter((p) => p.handles.includes(type)).map((p) => p.name);
    return handling.length === 1 && handling[0] === 'waitlist@v1';
  });
}

type BookingRecorded = RecordedEvent & OccurrenceEvent;
const actorOf = (e: RecordedEvent) => (typeof e.metadata.actorId === 'string' ? e.metadata.actorId : null);

export function waitlistInlineWrites(events: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  const waitlist = events.filter((e) => WAITLIST_TYPES.has(e.type)) as RecordedWaitlistEvent[];
  const others = events.filter((e) => !WAITLIST_TYPES.has(e.type));
  const waitlistCtes = waitlist.map((e, i) => sql`${sql.id(`wl_${i}`)} AS (${waitlistWrite(e)})`);
  const reserved = others.filter((e) => e.type === 'SlotReserved') as BookingRecorded[];
  const cancelled = others.filter((e) => e.type === 'BookingCancelled') as BookingRecorded[];
  if (reserved.length === 0 || cancelled.length === 0) return [...bookingInlineWrites(others), ...waitlistCtes];
  const credits = others.filter((e) => e.type === 'CreditConsumed' || e.type === 'CreditRestored');
  return [...cancelAndPromoteWrites(cancelled, reserved), ...bookingInlineWrites(credits), ...waitlistCtes];
}

/** A cancellation and the promotions it made, on one occurrence: bookings rows, then the place count once. */
function cancelAndPromoteWrites(cancelled: BookingRecorded[], reserved: BookingRecorded[]): RawBuilder<unknown>[] {
  const writes: RawBuilder<unknown>[] = [];
  cancelled.forEach((e, i) => {
    if (e.type !== 'BookingCancelled') return;
    const d = e.data;
    writes.push(sql`${sql.id(`wl_cancelled_${i}`)} AS (
      UPDATE bookings SET active = false, cancelled_at = ${e.recordedAt}, cancelled_by = ${actorOf(e)}, cancel_reason = ${d.reason}
      WHERE id = ${d.bookingId} AND active
      RETURNING id)`);
  });
  reserved.forEach((e, i) => {
    if (e.type !== 'SlotReserved') return;
    const d = e.data;
    writes.push(sql`${sql.id(`wl_booked_${i}`)} AS (
      INSERT INTO bookings (id, slot_id, fecha, hora, user_id, active, booked_at, booked_by)
      VALUES (${d.bookingId}, ${d.slotId}, ${d.fecha}::date, ${d.hora}, ${d.userId}, true, ${e.recordedAt}, ${actorOf(e)})
      ON CONFLICT (id) DO NOTHING)`);
  });
  // bookings@v1: each cancellation that ended a live booking frees a place, each promotion takes one, and the
  // last promotion's capacity stands. The cancelled booking existed, so its occurrence row does too.
  const last = reserved.at(-1)!;
  if (last.type !== 'SlotReserved') return writes;
  const freed = sql.join(cancelled.map((_, i) => sql`(SELECT count(*) FROM ${sql.id(`wl_cancelled_${i}`)})`), sql` + `);
  writes.push(sql`wl_places AS (
    UPDATE slot_occurrences SET booked = booked + ${reserved.length} - (${freed}), capacity = ${last.data.capacity}
    WHERE slot_id = ${last.data.slotId} AND fecha = ${last.data.fecha}::date)`);
  return writes;
}
