import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../db/schema';
import type { Projector } from '../runner/projection';
import { BOOKING_TYPES, bookingsWrites } from './bookings.writes';

const fold = (trx: Kysely<Database>, events: readonly RecordedEvent[]) => sql`WITH ${sql.join(bookingsWrites(events))} SELECT 1`.execute(trx);

/**
 * bookings + slot_occurrences: who holds which class, and how many places each occurrence has taken.
 * Runs inline, so the occurrence row is the booking guard inside the same transaction.
 * Idempotent: `booked` moves only with the booking row it counts (inserted, or turned inactive), so an event
 * delivered again changes nothing. One fold (bookings.writes.ts) for an event, a rebuild's batch and the commands' CTEs.
 */
export const bookingsProjector: Projector = {
  name: 'bookings@v1',
  tables: ['bookings', 'slot_occurrences'],
  handles: [...BOOKING_TYPES],
  applyBatch: async (trx, events) => {
    await fold(trx, events);
  },
  async apply(trx, recorded) {
    await fold(trx, [recorded]);
  },
};
