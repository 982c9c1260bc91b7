import type { Projector } from '../runner/projection';
import { runWrites } from '../runner/folds';
import { applyBookingsBatch, BOOKINGS_FOLD, bookingsWrites } from './bookings.writes';

/**
 * bookings + slot_occurrences: who holds which class, and how many places each occurrence has taken.
 * Runs inline, so the occurrence row is the booking guard inside the same transaction. Its one fold is
 * bookings.writes.ts: an event on its own here, a rebuild's batch phase by phase, a booking command's events in its
 * statement. Idempotent: `booked` moves only with the booking row it counts (inserted, or turned inactive), so an
 * event delivered again changes nothing.
 */
export const bookingsProjector: Projector = {
  ...BOOKINGS_FOLD,
  tables: ['bookings', 'slot_occurrences'],
  applyBatch: applyBookingsBatch,
  async apply(trx, recorded) {
    await runWrites(trx, bookingsWrites([recorded], { fresh: false }));
  },
};
