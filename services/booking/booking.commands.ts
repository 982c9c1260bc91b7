import { sql } from 'kysely';
import { memberStream } from '../../events/catalog/packages.events';
import { occurrenceStream, type CancelReason } from '../../events/catalog/booking.events';
import { reserveFactsOf, reserveFactsSql } from '../../projections/booking/booking-facts.queries';
import { bookingInlineWrites } from '../../projections/booking/bookings.writes';
import { runCommand } from '../platform/commands/run-command';
import { knownStreamsSql, type CommandContext, type FactsCommand } from '../platform/commands/command';
import type { Db } from '../../db/database';
import { studioTime } from '../../domain/time/studio-time';
import type { BookingDecision } from './booking.decider';
import { policyReserveDecider } from './booking-policy';
import { cancelBookingWithWaitlist } from './waitlist.commands';

const studioNow = (at: Date, tz: string) => {
  const t = studioTime(at, tz);
  return { date: t.date, minutes: t.minutes };
};

/** A decision's events on the booking's two streams, at the versions they were locked at. */
function appendsOf(d: BookingDecision, slotId: number, fecha: string, userId: string, versions: ReadonlyMap<string, number>) {
  const lockedAt = (streamId: string) => {
    const version = versions.get(streamId);
    if (version === undefined) throw new Error(`stream ${streamId} was not locked`); // the SQL names streams like events/catalog
    return version;
  };
  const occurrence = occurrenceStream(slotId, fecha);
  const member = memberStream(userId);
  return [
    { ...occurrence, expectedVersion: lockedAt(occurrence.streamId), events: d.occurrence },
    { ...member, expectedVersion: lockedAt(member.streamId), events: d.member },
  ];
}

// ReserveSlot's facts for each row `batch_row` of a shared read (FactsCommand.sharedRead): one text for every batch.
const SHARED_RESERVE_FACTS = reserveFactsSql(sql.ref('batch_row.slot_id'), sql.ref('batch_row.fecha'), sql.ref('batch_row.user_id'));

// A booking is its own unique-index backstop: one active booking per member and occurrence.
const BOOKING_CONFLICTS = ['bookings_one_per_member'];

/** ReserveSlot: one transaction over the class occurrence and the member's credits, in two round trips (four when contended). */
export function reserveSlot(db: Db, ctx: CommandContext, input: { userId: string; slotId: number; fecha: string; tz: string }) {
  const occurrence = occurrenceStream(input.slotId, input.fecha);
  const member = memberStream(input.userId);
  const command: FactsCommand<Parameters<typeof reserveFactsOf>[0], { id: number }> = {
    type: 'ReserveSlot',
    streams: knownStreamsSql(occurrence, member),
    facts: reserveFactsSql(input.slotId, input.fecha, input.userId),
    conflictConstraints: BOOKING_CONFLICTS,
    knownStreams: [occurrence.streamId, member.streamId],
    // bookingInlineWrites writes any number of reservations set-based: a batch fits one statement, and so does its read.
    sharedRead: { columns: 'slot_id int, fecha date, user_id text', row: { slot_id: input.slotId, fecha: input.fecha, user_id: input.userId }, facts: SHARED_RESERVE_FACTS },
    decide(row, versions) {
      const { bookingId, ...facts } = reserveFactsOf(row);
      // Booking's rules, the package's discipline and the discipline's booking window (booking-policy.ts).
      const decision = policyReserveDecider.decide({ bookingId, userId: input.userId, fecha: input.fecha, now: studioNow(ctx.now, input.tz) }, facts);
      return { appends: appendsOf(decision, input.slotId, input.fecha, input.userId, versions), result: { id: bookingId } };
    },
    inlineWrites: bookingInlineWrites,
  };
  return runCommand(db, command, ctx);
}

export interface CancelInput {
  bookingId: number;
  actor: { userId: string; role: 'admin' | 'member' | 'system' };
  reason: CancelReason;
  tz: string;
}

/**
 * CancelBooking: the place back to the occurrence and, with an active package, the credit to the member. The
 * freed place goes to the class's waitlist in the same transaction (services/booking/waitlist.commands.ts), so
 * every cancellation (member, admin, account deletion, schedule change) settles the list the same way.
 */
export function cancelBooking(db: Db, ctx: CommandContext, input: CancelInput) {
  return cancelBookingWithWaitlist(db, ctx, input);
}
