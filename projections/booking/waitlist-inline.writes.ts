import { sql, type RawBuilder } from 'kysely';
import type { OccurrenceEvent } from '../../events/catalog/booking.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';
import { bookingInlineWrites, bookingWritesMirrorProjectors } from './booking-inline.writes';
import { waitlistWrite, WAITLIST_TYPES, type RecordedWaitlistEvent } from './waitlist.writes';

/**
 * The inline projections of the waitlist commands as data-modifying CTEs (services/platform/commands/locked-command.ts):
 * - waitlist events: the statements of waitlist.writes.ts, as waitlist@v1 runs them;
 * - booking and credit events: booking-inline.writes.ts, except when several of them move the same
 *   slot_occurrences row (a cancellation and its promotion, or several promotions when a capacity is raised):
 *   one statement may change a row only once, so the row gets their net effect, what bookings@v1 leaves after
 *   applying them one by one.
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
  if (reserved.length === 0 || reserved.length + cancelled.length === 1) return [...bookingInlineWrites(others), ...waitlistCtes];
  const credits = others.filter((e) => e.type !== 'SlotReserved' && e.type !== 'BookingCancelled'); // credits and the booking policy's lines
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
      ON CONFLICT (id) DO NOTHING
      RETURNING id)`);
  });
  // bookings@v1: each cancellation that ended a live booking frees a place, each promotion whose booking row is new
  // takes one (and sets the capacity). A new row can only come from promotions (a cancelled booking has its row).
  const last = reserved.at(-1)!;
  if (last.type !== 'SlotReserved') return writes;
  const countOf = (names: string[]) => (names.length === 0 ? sql`0` : sql.join(names.map((n) => sql`(SELECT count(*) FROM ${sql.id(n)})`), sql` + `));
  const taken = countOf(reserved.map((_, i) => `wl_booked_${i}`));
  const freed = countOf(cancelled.map((_, i) => `wl_cancelled_${i}`));
  const d = last.data;
  writes.push(sql`wl_places AS (
    INSERT INTO slot_occurrences (slot_id, fecha, hora, capacity, booked)
    SELECT ${d.slotId}, ${d.fecha}::date, ${d.hora}, ${d.capacity}, n.taken FROM (SELECT (${taken})::int AS taken, (${freed})::int AS freed) n
    WHERE n.taken > 0 OR n.freed > 0
    ON CONFLICT (slot_id, fecha) DO UPDATE SET
      booked = slot_occurrences.booked + EXCLUDED.booked - (${freed})::int,
      capacity = CASE WHEN EXCLUDED.booked > 0 THEN EXCLUDED.capacity ELSE slot_occurrences.capacity END)`);
  return writes;
}
