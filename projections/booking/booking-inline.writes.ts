import { sql, type RawBuilder } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import { memberPackagesWrites } from '../packages/member-packages.writes';
import type { Projector } from '../runner/projection';
import { forgivenLateCancelWrite, type ForgivenRecorded } from './booking-decision.writes';
import { bookingsWrites } from './bookings.writes';

/**
 * The inline projections of a booking's or a cancellation's events as data-modifying CTEs, so the booking
 * commands write them, their events and their outcome in one statement (services/booking/booking.commands.ts):
 * - bookings@v1 (bookings, slot_occurrences): its own fold, bookings.writes.ts, the SQL the projector runs;
 * - member-packages@v2 (member_packages, credit_ledger) for CreditConsumed, CreditRestored and the booking policy's
 *   LateCancelForgiven and CreditForfeited: its own fold, projections/packages/member-packages.writes.ts;
 * - forgiven-late-cancels@v1 (forgiven_late_cancels) for LateCancelForgiven: its projector's statement.
 * tests/api/booking-round-trips.int.test.ts replays the same events through the projectors and compares.
 */
const MIRRORED: Record<string, readonly string[]> = {
  SlotReserved: ['bookings@v1'],
  BookingCancelled: ['bookings@v1'],
  CreditConsumed: ['member-packages@v2'],
  CreditRestored: ['member-packages@v2'],
  LateCancelForgiven: ['member-packages@v2', 'forgiven-late-cancels@v1'],
  CreditForfeited: ['member-packages@v2'],
};

/**
 * Whether these CTEs still stand for every inline projector of the booking events. A projector added for one of
 * them, or a new version of one of these, stops the app at start until this file learns the change. Asked once, when
 * the database handle is given the projectors (services/booking/index.ts, fastWrites).
 */
export function bookingWritesMirrorProjectors(inlineProjectors: readonly Projector[]): boolean {
  return Object.entries(MIRRORED).every(([type, names]) => {
    const handling = inlineProjectors.filter((p) => p.handles.includes(type)).map((p) => p.name);
    return handling.length === names.length && names.every((name) => handling.includes(name));
  });
}

/**
 * `name AS (…)` CTEs for the events: any number of bookings and cancellations (bookings.writes.ts) and of credit events
 * over any number of members (member-packages.writes.ts), each a fixed set of CTEs over JSON rows, so the statement's
 * text and plan are the same whatever the batch's size.
 */
export function bookingInlineWrites(events: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  const forgiven = events.filter((e) => e.type === 'LateCancelForgiven') as ForgivenRecorded[];
  return [
    ...bookingsWrites(events),
    ...memberPackagesWrites(events),
    ...forgiven.map((e, i) => sql`${sql.id(`forgiven_${i}`)} AS (${forgivenLateCancelWrite(e)})`),
  ];
}
