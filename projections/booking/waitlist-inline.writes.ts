import { sql, type RawBuilder } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';
import { MEMBER_PACKAGES_FOLD } from '../packages/member-packages.writes';
import { BOOKINGS_FOLD, bookingInlineWrites, bookingWritesMirrorProjectors, composesEvery } from './bookings.writes';
import { FORGIVEN_LATE_CANCELS_FOLD, forgivenLateCancelsWrites } from './cancel-facts.writes';
import { MEMBER_MAKEUPS_FOLD, memberMakeupsWrites } from './makeups.writes';
import { WAITLIST_FOLD, waitlistWrite, WAITLIST_TYPES, type RecordedWaitlistEvent } from './waitlist.writes';

/**
 * The inline projections of the waitlist commands and a member's cancellation as data-modifying CTEs
 * (services/booking/waitlist.commands.ts): the statements of waitlist.writes.ts, as waitlist@v1 runs them, beside
 * the booking and credit folds of bookingInlineWrites (a cancellation and the promotions it makes, or several
 * promotions when a capacity is raised, move one class's places once, by their net effect), a forgiven late
 * cancellation's row (cancel-facts.writes.ts) and a make-up right given or given back (makeups.writes.ts).
 * tests/api/waitlist.api.test.ts replays the log through the projectors and compares.
 */
export function waitlistInlineWrites(events: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  const waitlist = events.filter((e) => WAITLIST_TYPES.has(e.type)) as RecordedWaitlistEvent[];
  const others = events.filter((e) => !WAITLIST_TYPES.has(e.type));
  return [
    ...bookingInlineWrites(others),
    ...forgivenLateCancelsWrites(others, { fresh: true }),
    ...memberMakeupsWrites(others),
    ...waitlist.map((e, i) => sql`${sql.id(`wl_${i}`)} AS (${waitlistWrite(e)})`),
  ];
}

/** The events these commands append that inline projectors fold, beside a booking's. */
const WRITTEN = ['BookingCancelled', 'CreditRestored', 'LateCancelForgiven', 'CreditForfeited', 'MakeupGranted', 'MakeupRestored', ...WAITLIST_TYPES];

/** Whether these CTEs still write every inline projector of their events (bookingWritesMirrorProjectors says why). */
export function waitlistWritesMirrorProjectors(inline: readonly Projector[]): boolean {
  return bookingWritesMirrorProjectors(inline) && composesEvery(inline, WRITTEN, [BOOKINGS_FOLD, MEMBER_PACKAGES_FOLD, FORGIVEN_LATE_CANCELS_FOLD, MEMBER_MAKEUPS_FOLD, WAITLIST_FOLD]);
}
