import { memberStream } from '../../events/catalog/packages.events';
import { lockStreams } from '../../events/store/lock-streams';
import { findStandingSlot } from '../../projections/booking/standing-bookings.queries';
import { readStandingFacts } from '../../projections/booking/standing-facts.queries';
import type { Db } from '../../db/database';
import { studioTime } from '../../domain/time/studio-time';
import { handleCommand, type CommandContext } from '../platform/commands/command-handler';
import { standingBookingDecider, type StandingCommand } from './standing-booking.decider';

/**
 * One turno fijo command on the member's stream: it locks the stream, reads the slot's facts from the read tables
 * (constant time, where folding the stream grew with every credit event), decides and appends at the locked version.
 * The slot's own facts (does it exist, is it weekly) ride in the command.
 */
async function decideStanding(db: Db, ctx: CommandContext, command: StandingCommand) {
  return handleCommand(db, command.type, ctx, async (trx) => {
    const stream = memberStream(command.userId);
    const locked = await lockStreams(trx, [stream]);
    const facts = await readStandingFacts(trx, { userId: command.userId, slotId: command.slotId, fecha: command.type === 'SkipStandingWeek' ? command.fecha : undefined });
    const events = standingBookingDecider.decide(command, facts);
    const expectedVersion = locked.get(stream.streamId)?.version ?? 0;
    return { appends: [{ ...stream, expectedVersion, events }], result: { horario_id: command.slotId }, streamsLocked: true };
  });
}

/** SetStandingBooking: from today on, the weekly class is booked for the member every week (standing-booking.job.ts). */
export async function setStandingBooking(db: Db, ctx: CommandContext, input: { userId: string; slotId: number; tz: string }) {
  const slot = await findStandingSlot(db, input.slotId);
  const today = studioTime(ctx.now, input.tz).date;
  return decideStanding(db, ctx, { type: 'SetStandingBooking', userId: input.userId, slotId: input.slotId, today, slot });
}

/** ClearStandingBooking: no more weeks are booked; the bookings already made stay (cancelling them is the normal cancel). */
export function clearStandingBooking(db: Db, ctx: CommandContext, input: { userId: string; slotId: number }) {
  return decideStanding(db, ctx, { type: 'ClearStandingBooking', ...input });
}

/** EndStandingBooking: the studio removed the turno fijo's class from its schedule; it ends with it (the member is told). */
export function endStandingBooking(db: Db, ctx: CommandContext, input: { userId: string; slotId: number; weekday: number; hora: string }) {
  return decideStanding(db, ctx, { type: 'EndStandingBooking', ...input });
}

/** SkipStandingWeek: a week that could not be booked, with the refusal's code (the member hears of it once). */
export function skipStandingWeek(db: Db, ctx: CommandContext, input: { userId: string; slotId: number; fecha: string; hora: string; reason: string }) {
  return decideStanding(db, ctx, { type: 'SkipStandingWeek', ...input });
}
