import type { StandingBookingEvent } from '../../events/catalog/booking.events';
import type { Projector } from '../runner/projection';

/**
 * standing_bookings + standing_booking_skips: a member's turnos fijos and the weeks they skipped, read by the
 * weekly job (services/booking/standing-booking.job.ts) and the member's list. Idempotent: a turno fijo's row moves
 * only forward in its member stream's positions, and a skipped week is one row by key.
 */
export const standingBookingsProjector: Projector = {
  name: 'standing-bookings@v1',
  tables: ['standing_bookings', 'standing_booking_skips'],
  handles: ['StandingBookingSet', 'StandingBookingCleared', 'StandingBookingSkipped'],
  async apply(trx, recorded) {
    const event = recorded as unknown as StandingBookingEvent;
    const position = recorded.streamPosition;
    if (event.type === 'StandingBookingSkipped') {
      const { userId, slotId, fecha, reason } = event.data;
      await trx.insertInto('standing_booking_skips').values({ user_id: userId, slot_id: slotId, fecha, reason })
        .onConflict((oc) => oc.columns(['user_id', 'slot_id', 'fecha']).doNothing()).execute();
      return;
    }
    const { userId, slotId } = event.data;
    const active = event.type === 'StandingBookingSet';
    const since = event.type === 'StandingBookingSet' ? event.data.since : undefined;
    await trx
      .insertInto('standing_bookings')
      .values({ user_id: userId, slot_id: slotId, since: since ?? '1970-01-01', active, stream_position: position })
      .onConflict((oc) =>
        oc.columns(['user_id', 'slot_id'])
          .doUpdateSet((eb) => ({ active, stream_position: position, since: since ?? eb.ref('standing_bookings.since') }))
          .where('standing_bookings.stream_position', '<', position),
      )
      .execute();
  },
};
