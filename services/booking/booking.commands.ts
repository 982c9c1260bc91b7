import { memberStream } from '../../events/catalog/member.events';
import { occurrenceStream, type CancelReason } from '../../events/catalog/booking.events';
import { readReserveFacts } from '../../projections/booking/booking-facts.queries';
import { findBooking, findMemberCredit } from '../../projections/booking/bookings.queries';
import { handleCommand, type CommandContext } from '../platform/commands/command-handler';
import type { Db } from '../platform/database/database';
import { studioTime } from '../platform/studio-time';
import { decideCancel, decideReserve, type BookingDecision } from './booking.decider';
import { lockStreams } from '../../events/store/lock-streams';

const studioNow = (at: Date, tz: string) => {
  const t = studioTime(at, tz);
  return { date: t.date, minutes: t.minutes };
};

/** Both streams of a booking, locked, and the appends of a decision on them. */
async function lockBooking(trx: Db, slotId: number, fecha: string, userId: string) {
  const occurrence = occurrenceStream(slotId, fecha);
  const member = memberStream(userId);
  const locked = await lockStreams(trx, [occurrence, member]);
  return (d: BookingDecision) => [
    { ...occurrence, expectedVersion: locked.get(occurrence.streamId)!.version, events: d.occurrence },
    { ...member, expectedVersion: locked.get(member.streamId)!.version, events: d.member },
  ];
}

/** ReserveSlot: one transaction over the class occurrence and the member's credits. */
export function reserveSlot(db: Db, ctx: CommandContext, input: { userId: string; slotId: number; fecha: string; tz: string }) {
  return handleCommand(db, 'ReserveSlot', ctx, async (trx) => {
    const appendsFor = await lockBooking(trx, input.slotId, input.fecha, input.userId);
    const { slot, occupancy, member, bookingId } = await readReserveFacts(trx, input.slotId, input.fecha, input.userId);
    const decision = decideReserve(
      {
        bookingId,
        userId: input.userId,
        fecha: input.fecha,
        slot,
        now: studioNow(ctx.now, input.tz),
      },
      occupancy,
      member,
    );
    return { appends: appendsFor(decision), result: { id: bookingId }, streamsLocked: true };
  });
}

export interface CancelInput {
  bookingId: number;
  actor: { userId: string; role: 'admin' | 'member' | 'system' };
  reason: CancelReason;
  tz: string;
}

/** CancelBooking: the place back to the occurrence and, with an active package, the credit to the member. */
export function cancelBooking(db: Db, ctx: CommandContext, input: CancelInput) {
  return handleCommand(db, 'CancelBooking', ctx, async (trx) => {
    const seen = await findBooking(trx, input.bookingId);
    const appendsFor = seen ? await lockBooking(trx, seen.slotId, seen.fecha, seen.userId) : undefined;
    const booking = seen && (await findBooking(trx, input.bookingId)); // re-read under the locks
    const member = booking ? await findMemberCredit(trx, booking.userId) : { packageId: null, validUntil: null, credits: 0 };
    const decision = decideCancel({ booking, actor: input.actor, reason: input.reason, now: studioNow(ctx.now, input.tz) }, member);
    return { appends: appendsFor!(decision), result: { id: input.bookingId }, streamsLocked: true };
  });
}
