import type { Projector } from '../runner/projection';
import { runWrites } from '../runner/folds';
import { FORGIVEN_LATE_CANCELS_FOLD, forgivenLateCancelsWrites } from './cancel-facts.writes';

/**
 * forgiven_late_cancels: each member's late cancellations the booking policy forgave, by studio month. Inline, so a
 * cancellation counts the month's forgiven ones under the member's lock (booking-facts.queries.ts, cancelFactsSql).
 */
export const forgivenLateCancelsProjector: Projector = {
  ...FORGIVEN_LATE_CANCELS_FOLD,
  tables: ['forgiven_late_cancels'],
  async apply(trx, recorded) {
    await runWrites(trx, forgivenLateCancelsWrites([recorded], { fresh: false }));
  },
};
