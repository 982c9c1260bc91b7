import type { Projector } from '../runner/projection';
import { runWrites } from '../runner/folds';
import { BOOKING_MOVES_FOLD, bookingMovesWrites } from './cancel-facts.writes';

/**
 * booking_moves: the bookings that followed their moved class, with when and from where. Inline, so cancelling one
 * reads when its class moved (booking-facts.queries.ts, movedAtOf) and the agenda shows it.
 */
export const bookingMovesProjector: Projector = {
  ...BOOKING_MOVES_FOLD,
  tables: ['booking_moves'],
  async apply(trx, recorded) {
    await runWrites(trx, bookingMovesWrites([recorded]));
  },
};
