import { sql, type Kysely } from 'kysely';
import type { OccurrenceEvent } from '../../events/catalog/booking.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../db/schema';
import type { BookingsTable, SlotOccurrencesTable } from '../../db/tables/booking';

const occurrenceKey = (slotId: number, fecha: string) => `${slotId}|${fecha}`;

/**
 * The set-based form of bookingsProjector.apply (rebuilds): read the rows the batch touches, fold the batch
 * in memory with the same rules, then write each table in one statement.
 */
export async function applyBookingsBatch(trx: Kysely<Database>, batch: readonly RecordedEvent[]): Promise<void> {
  const events = batch as unknown as readonly (RecordedEvent & OccurrenceEvent)[];
  const { bookings, occurrences } = await loadTouched(trx, events);
  const changedBookings = new Set<number>();
  const changedOccurrences = new Set<string>();
  for (const recorded of events) {
    const d = recorded.data;
    const actor = typeof recorded.metadata.actorId === 'string' ? recorded.metadata.actorId : null;
    const key = occurrenceKey(d.slotId, d.fecha);
    const occurrence = occurrences.get(key);
    if (recorded.type === 'SlotReserved') {
      const { capacity, hora } = recorded.data;
      // Counted once, with its booking row (as apply does): a booking already there was applied before.
      if (bookings.has(d.bookingId)) continue;
      bookings.set(d.bookingId, { id: d.bookingId, slot_id: d.slotId, fecha: d.fecha, hora, user_id: d.userId, active: true, booked_at: recorded.recordedAt, booked_by: actor, cancelled_at: null, cancelled_by: null, cancel_reason: null });
      changedBookings.add(d.bookingId);
      occurrences.set(key, occurrence ? { ...occurrence, booked: occurrence.booked + 1, capacity } : { slot_id: d.slotId, fecha: d.fecha, hora, capacity, booked: 1 });
      changedOccurrences.add(key);
      continue;
    }
    const booking = bookings.get(d.bookingId);
    if (!booking?.active) continue;
    bookings.set(d.bookingId, { ...booking, active: false, cancelled_at: recorded.recordedAt, cancelled_by: actor, cancel_reason: recorded.data.reason });
    changedBookings.add(d.bookingId);
    if (occurrence) {
      occurrences.set(key, { ...occurrence, booked: occurrence.booked - 1 });
      changedOccurrences.add(key);
    }
  }
  await writeBookings(trx, [...changedBookings].map((id) => bookings.get(id)!));
  await writeOccurrences(trx, [...changedOccurrences].map((key) => occurrences.get(key)!));
}

async function loadTouched(trx: Kysely<Database>, events: readonly (RecordedEvent & OccurrenceEvent)[]) {
  const ids = [...new Set(events.map((e) => e.data.bookingId))];
  const slotIds = events.map((e) => e.data.slotId);
  const fechas = events.map((e) => e.data.fecha);
  const [found, occupied] = await Promise.all([
    trx.selectFrom('bookings').selectAll().where('id', '=', sql<number>`ANY(${ids}::integer[])`).execute(),
    sql<SlotOccurrencesTable>`
      SELECT o.* FROM slot_occurrences o
      WHERE (o.slot_id, o.fecha) IN (SELECT * FROM unnest(${slotIds}::integer[], ${fechas}::date[]))`.execute(trx),
  ]);
  return {
    bookings: new Map<number, BookingsTable>(found.map((b) => [b.id, b])),
    occurrences: new Map<string, SlotOccurrencesTable>(occupied.rows.map((o) => [occurrenceKey(o.slot_id, o.fecha), o])),
  };
}

/** One upsert; cancellations go first so a re-booking in the same batch never meets the one-per-member index. */
async function writeBookings(trx: Kysely<Database>, rows: BookingsTable[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof BookingsTable>(k: K) => rows.map((r) => r[k]);
  await sql`
    INSERT INTO bookings (id, slot_id, fecha, hora, user_id, active, booked_at, booked_by, cancelled_at, cancelled_by, cancel_reason)
    SELECT * FROM unnest(${col('id')}::integer[], ${col('slot_id')}::integer[], ${col('fecha')}::date[], ${col('hora')}::text[],
                         ${col('user_id')}::text[], ${col('active')}::boolean[], ${col('booked_at')}::timestamptz[], ${col('booked_by')}::text[],
                         ${col('cancelled_at')}::timestamptz[], ${col('cancelled_by')}::text[], ${col('cancel_reason')}::text[])
      AS t(id, slot_id, fecha, hora, user_id, active, booked_at, booked_by, cancelled_at, cancelled_by, cancel_reason)
    ORDER BY active
    ON CONFLICT (id) DO UPDATE SET active = excluded.active, cancelled_at = excluded.cancelled_at,
      cancelled_by = excluded.cancelled_by, cancel_reason = excluded.cancel_reason`.execute(trx);
}

async function writeOccurrences(trx: Kysely<Database>, rows: SlotOccurrencesTable[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof SlotOccurrencesTable>(k: K) => rows.map((r) => r[k]);
  await sql`
    INSERT INTO slot_occurrences (slot_id, fecha, hora, capacity, booked)
    SELECT * FROM unnest(${col('slot_id')}::integer[], ${col('fecha')}::date[], ${col('hora')}::text[], ${col('capacity')}::integer[], ${col('booked')}::integer[])
    ON CONFLICT (slot_id, fecha) DO UPDATE SET capacity = excluded.capacity, booked = excluded.booked`.execute(trx);
}
