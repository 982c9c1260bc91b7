import type { StandingBookingEvent } from '../../events/catalog/booking.events';
import type { Projector } from '../runner/projection';

/** A handled week's reason when the member went on the class's waitlist (not a refusal code). */
export const WAITLISTED = 'WAITLISTED';

/**
 * standing_bookings + standing_booking_skips: a member's turnos fijos and the weeks the job handled without booking
 * them (skipped, or put on the class's waitlist: reason 'WAITLISTED'), read by the weekly job
 * (services/booking/standing-booking.job.ts) and the member's list. Idempotent: a turno fijo's row moves only forward
 * in its member stream's positions, and a handled week is one row by key. Still v1: no StandingBookingWaitlisted was
 * recorded before it was handled here, so the tables v1 built are the ones this builds.
 */
export const standingBookingsProjector: Projector = {
  name: 'standing-bookings@v1',
  tables: ['standing_bookings', 'standing_booking_skips'],
  handles: ['StandingBookingSet', 'StandingBookingCleared', 'StandingBookingSkipped', 'StandingBookingWaitlisted'],
  async apply(trx, recorded) {
    const event = recorded as unknown as StandingBookingEvent;
    const position = recorded.streamPosition;
    if (event.type === 'StandingBookingSkipped' || event.type === 'StandingBookingWaitlisted') {
      const { userId, slotId, fecha } = event.data;
      const reason = event.type === 'StandingBookingSkipped' ? event.data.reason : WAITLISTED;
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
