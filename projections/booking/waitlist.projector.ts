import type { Projector } from '../runner/projection';
import { WAITLIST_FOLD, waitlistWrite, type RecordedWaitlistEvent } from './waitlist.writes';

/**
 * waitlist_entries: who waits for which class occurrence, in join order, and how each entry ended (left,
 * promoted into a booking, skipped with a reason). Inline, so a member's position is read-your-writes and the
 * waitlist commands decide on it under the occurrence lock.
 */
export const waitlistProjector: Projector = {
  ...WAITLIST_FOLD,
  tables: ['waitlist_entries'],
  async apply(trx, recorded) {
    await waitlistWrite(recorded as RecordedWaitlistEvent).execute(trx);
  },
};
