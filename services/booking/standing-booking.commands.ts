import { memberStream } from '../../events/catalog/packages.events';
import type { StandingFacts } from '../../domain/booking/standing-facts';
import { occurrenceStream } from '../../events/catalog/booking.events';
import type { StreamAppend } from '../../events/store/append';
import { findStandingSlot } from '../../projections/booking/standing-bookings.queries';
import { readStandingFacts, standingWaitFactsOf, standingWaitFactsSql, type StandingWaitRow } from '../../projections/booking/standing-facts.queries';
import { occurrenceStreamsSql } from '../../projections/booking/waitlist-facts.queries';
import type { Db } from '../../db/database';
import { studioTime } from '../../domain/time/studio-time';
import { runCommand } from '../platform/commands/run-command';
import { knownStreamsSql, type CommandContext, type FactsCommand } from '../platform/commands/command';
import { standingBookingDecider, type StandingCommand } from './standing-booking.decider';
import { standingWaitlistDecider } from './standing-waitlist.decider';

/**
 * One turno fijo command on the member's stream: under the stream's lock it reads the slot's facts from the read
 * tables (constant time, where folding the stream grew with every credit event), decides and appends at the locked
 * version. The slot's own facts (does it exist, is it weekly) ride in the command.
 */
function decideStanding(db: Db, ctx: CommandContext, command: StandingCommand) {
  const stream = memberStream(command.userId);
  const standing: FactsCommand<StandingFacts, { horario_id: number }> = {
    type: command.type,
    streams: knownStreamsSql(stream),
    facts: (trx) => readStandingFacts(trx, { userId: command.userId, slotId: command.slotId, fecha: command.type === 'SkipStandingWeek' ? command.fecha : undefined }),
    decide: (facts, versions) => ({
      appends: [{ ...stream, expectedVersion: versions.get(stream.streamId) ?? 0, events: standingBookingDecider.decide(command, facts) }],
      result: { horario_id: command.slotId },
    }),
  };
  return runCommand(db, standing, ctx);
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

/**
 * JoinStandingWaitlist: a turno fijo's week whose class is full goes on its waitlist (standing-waitlist.decider.ts).
 * The entry (occurrence stream) and the handled week (member stream) commit together under both streams' locks, so
 * the job never finds one without the other. Once a week per turno fijo: no inline writes (the inline projectors
 * run, services/platform/commands/run-command.ts), so no CTE of its own has to match them.
 */
export function joinStandingWaitlist(db: Db, ctx: CommandContext, input: { userId: string; slotId: number; fecha: string; tz: string }) {
  const { userId, slotId, fecha } = input;
  const command: FactsCommand<StandingWaitRow, { waitlisted: boolean; posicion: number | null }> = {
    type: 'JoinStandingWaitlist',
    streams: occurrenceStreamsSql(slotId, fecha, userId),
    facts: standingWaitFactsSql(slotId, fecha, userId),
    decide(row, versions) {
      const t = studioTime(ctx.now, input.tz);
      const d = standingWaitlistDecider.decide({ userId, slotId, fecha, now: { date: t.date, minutes: t.minutes } }, standingWaitFactsOf(row));
      const appends: StreamAppend[] = [
        { ...occurrenceStream(slotId, fecha), expectedVersion: versions.get(occurrenceStream(slotId, fecha).streamId) ?? 0, events: d.occurrence },
        { ...memberStream(userId), expectedVersion: versions.get(memberStream(userId).streamId) ?? 0, events: d.member },
      ];
      return { appends: appends.filter((a) => a.events.length > 0), result: { waitlisted: d.member.length > 0, posicion: d.posicion } };
    },
  };
  return runCommand(db, command, ctx);
}
