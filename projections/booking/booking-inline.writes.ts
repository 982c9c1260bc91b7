import type { RawBuilder } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import { MEMBER_PACKAGES_FOLD, memberPackagesWrites } from '../packages/member-packages.writes';
import type { Projector } from '../runner/projection';
import { BOOKINGS_FOLD, bookingsWrites } from './bookings.writes';
import { FORGIVEN_LATE_CANCELS_FOLD, forgivenLateCancelsWrites } from './cancel-facts.writes';

/**
 * The inline projections of a booking's or a cancellation's events as data-modifying CTEs, so the booking commands
 * write them, their events and their outcome in one statement (services/booking/booking.commands.ts): the folds of
 * the projectors themselves, bookings@v1 (bookings.writes.ts), member-packages@v2
 * (projections/packages/member-packages.writes.ts) and forgiven-late-cancels@v1 (cancel-facts.writes.ts), run on
 * events that are new by construction: a command's booking id is fresh from booking_id_seq and its ledger line's
 * position is the member stream's next version, taken under that stream's lock, so neither can be there already and
 * their rows are inserted without ON CONFLICT. A moved
 * class's credit never comes here: only the calendar's move appends it, on the projectors' path.
 */
export function bookingInlineWrites(events: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  if (events.some((e) => e.type === 'CreditRestored' && (e.data as { reason?: string }).reason === 'class-moved')) throw new Error('bookingInlineWrites: a moved class\'s credit goes through member-packages@v2');
  return [...bookingsWrites(events, { fresh: true }), ...memberPackagesWrites(events, { fresh: true, moves: false }), ...forgivenLateCancelsWrites(events, { fresh: true })];
}

/** The events the booking and waitlist commands append that an inline projector folds, and the folds they compose. */
const WRITTEN = ['SlotReserved', 'BookingCancelled', 'CreditConsumed', 'CreditRestored', 'LateCancelForgiven', 'CreditForfeited'];
const COMPOSED: readonly { name: string; handles: readonly string[] }[] = [BOOKINGS_FOLD, MEMBER_PACKAGES_FOLD, FORGIVEN_LATE_CANCELS_FOLD];

/**
 * Whether these CTEs write every inline projector of the booking events: they are those projectors' own folds, so a
 * projector's change cannot leave them behind, but a projector added for one of the events would be missed, and
 * stops the app at start until it is composed here. Asked once, when the database handle is given the projectors
 * (services/booking/index.ts, fastWrites).
 */
export function bookingWritesMirrorProjectors(inlineProjectors: readonly Projector[]): boolean {
  return composesEvery(inlineProjectors, WRITTEN, COMPOSED);
}

/** For each type, the inline projectors that handle it are exactly the composed folds that do. */
export function composesEvery(inline: readonly Projector[], types: readonly string[], folds: readonly { name: string; handles: readonly string[] }[]): boolean {
  const names = (of: readonly { name: string; handles: readonly string[] }[], type: string) => of.filter((p) => p.handles.includes(type)).map((p) => p.name).toSorted().join();
  return types.every((type) => names(inline, type) === names(folds, type));
}
