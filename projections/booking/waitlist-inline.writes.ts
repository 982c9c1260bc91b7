import { sql, type RawBuilder } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';
import { bookingInlineWrites, bookingWritesMirrorProjectors, composesEvery } from './booking-inline.writes';
import { WAITLIST_FOLD, waitlistWrite, WAITLIST_TYPES, type RecordedWaitlistEvent } from './waitlist.writes';

/**
 * The inline projections of the waitlist commands as data-modifying CTEs (services/booking/waitlist.commands.ts): the
 * statements of waitlist.writes.ts, as waitlist@v1 runs them, beside the booking and credit folds of
 * booking-inline.writes.ts (a cancellation and the promotions it makes, or several promotions when a capacity is
 * raised, move one class's places once, by their net effect). tests/api/waitlist.api.test.ts replays the log
 * through the projectors and compares.
 */
export function waitlistWritesMirrorProjectors(inline: readonly Projector[]): boolean {
  return bookingWritesMirrorProjectors(inline) && composesEvery(inline, [...WAITLIST_TYPES], [WAITLIST_FOLD]);
}

export function waitlistInlineWrites(events: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  const waitlist = events.filter((e) => WAITLIST_TYPES.has(e.type)) as RecordedWaitlistEvent[];
  const others = events.filter((e) => !WAITLIST_TYPES.has(e.type));
  return [...bookingInlineWrites(others), ...waitlist.map((e, i) => sql`${sql.id(`wl_${i}`)} AS (${waitlistWrite(e)})`)];
}
