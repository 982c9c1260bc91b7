import { sql } from 'kysely';
import type { OccurrenceEvent } from '../../events/catalog/booking.events';
import type { Projector } from '../runner/projection';
import { applyBookingsBatch } from './bookings.batch';

/**
 * bookings + slot_occurrences: who holds which class, and how many places each occurrence has taken.
 * Runs inline, so the occurrence row is the booking guard inside the same transaction.
 * Idempotent: `booked` moves only with the booking row it counts (inserted, or turned inactive), so an event
 * delivered again changes nothing.
 */
export const bookingsProjector: Projector = {
  name: 'bookings@v1',
  tables: ['bookings', 'slot_occurrences'],
  handles: ['SlotReserved', 'BookingCancelled'],
  applyBatch: applyBookingsBatch,
  async apply(trx, recorded) {
    const event = recorded as unknown as OccurrenceEvent;
    const actor = typeof recorded.metadata.actorId === 'string' ? recorded.metadata.actorId : null;
    if (event.type === 'SlotReserved') {
      const d = event.data;
      const inserted = await trx
        .insertInto('bookings')
        .values({ id: d.bookingId, slot_id: d.slotId, fecha: d.fecha, hora: d.hora, user_id: d.userId, active: true, booked_at: recorded.recordedAt, booked_by: actor })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      // A booking row that already exists means this event was applied before: its place is already counted.
      if (!inserted) return;
      await trx
        .insertInto('slot_occurrences')
        .values({ slot_id: d.slotId, fecha: d.fecha, hora: d.hora, capacity: d.capacity, booked: 1 })
        .onConflict((oc) => oc.columns(['slot_id', 'fecha']).doUpdateSet({ booked: sql`slot_occurrences.booked + 1`, capacity: d.capacity }))
        .execute();
      return;
    }
    const d = event.data;
    const cancelled = await trx
      .updateTable('bookings')
      .set({ active: false, cancelled_at: recorded.recordedAt, cancelled_by: actor, cancel_reason: d.reason })
      .where('id', '=', d.bookingId)
      .where('active', '=', true)
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) === 1) {
      await trx.updateTable('slot_occurrences').set({ booked: sql`booked - 1` }).where('slot_id', '=', d.slotId).where('fecha', '=', d.fecha).execute();
    }
  },
};
