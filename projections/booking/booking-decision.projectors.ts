import type { Projector } from '../runner/projection';
import { bookingMoveWrite, forgivenLateCancelWrite, type ForgivenRecorded, type MovedRecorded } from './booking-decision.writes';

/**
 * forgiven_late_cancels: each member's late cancellations the booking policy forgave, by studio month. Inline, so a
 * cancellation counts the month's forgiven ones under the member's lock (booking-facts.queries.ts, cancelFactsSql).
 */
export const forgivenLateCancelsProjector: Projector = {
  name: 'forgiven-late-cancels@v1',
  tables: ['forgiven_late_cancels'],
  handles: ['LateCancelForgiven'],
  async apply(trx, recorded) {
    await forgivenLateCancelWrite(recorded as ForgivenRecorded).execute(trx);
  },
};

/**
 * booking_moves: the bookings that followed their moved class, with when and from where. Inline, so cancelling one
 * reads when its class moved (booking-facts.queries.ts, movedAtOf) and the agenda shows it.
 */
export const bookingMovesProjector: Projector = {
  name: 'booking-moves@v1',
  tables: ['booking_moves'],
  handles: ['BookingMoved'],
  async apply(trx, recorded) {
    await bookingMoveWrite(recorded as MovedRecorded).execute(trx);
  },
};
