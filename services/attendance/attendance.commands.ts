import { memberStream } from '../../events/catalog/packages.events';
import { occurrenceStream } from '../../events/catalog/booking.events';
import {
  attendanceFactsOf,
  attendanceFactsSql,
  bookingOccurrenceStreamSql,
  staffBookFactsOf,
  staffBookFactsSql,
} from '../../projections/attendance/attendance-facts.queries';
import { runCommand } from '../platform/commands/run-command';
import { knownStreamsSql, type CommandContext, type FactsCommand } from '../platform/commands/command';
import type { StreamAppend } from '../../events/store/append';
import type { Db } from '../../db/database';
import { studioTime } from '../../domain/time/studio-time';
import { classDurationMinutes } from '../../domain/booking/class-times';
import { attendanceDecider, type AttendanceCommand } from './attendance.decider';
import { staffBookDecider } from './staff-booking.decider';

const studioNow = (at: Date, tz: string) => {
  const t = studioTime(at, tz);
  return { date: t.date, minutes: t.minutes };
};

const lockedAt = (versions: ReadonlyMap<string, number>, streamId: string) => {
  const version = versions.get(streamId);
  if (version === undefined) throw new Error(`stream ${streamId} was not locked`);
  return version;
};

// These commands are rare (a tap per member per class): they declare no inline writes, so the store's inline
// projectors run (facts under locks, services/platform/commands/run-command.ts) under the same stream locks and
// facts-in-one-statement as booking, and no CTE of their own has to match those projectors.

/** CheckIn, UndoCheckIn or RecordNoShow on one booking, under its occurrence's lock. */
export function decideAttendance(db: Db, ctx: CommandContext, input: { type: AttendanceCommand['type']; bookingId: number; tz: string }) {
  const command: FactsCommand<Parameters<typeof attendanceFactsOf>[0], { id: number }> = {
    type: input.type,
    streams: bookingOccurrenceStreamSql(input.bookingId),
    facts: attendanceFactsSql(input.bookingId),
    decide(row, versions) {
      const facts = attendanceFactsOf(row);
      const slotId = facts.booking?.slotId ?? 0;
      const events = attendanceDecider.decide(
        { type: input.type, bookingId: input.bookingId, now: studioNow(ctx.now, input.tz), durationMinutes: classDurationMinutes({ slotId, durationMinutes: facts.booking?.durationMinutes }) },
        facts,
      );
      const appends: StreamAppend[] = [];
      if (events.length > 0 && facts.booking) {
        const stream = occurrenceStream(facts.booking.slotId, facts.booking.fecha);
        appends.push({ ...stream, expectedVersion: lockedAt(versions, stream.streamId), events });
      }
      return { appends, result: { id: input.bookingId } };
    },
  };
  return runCommand(db, command, ctx);
}

export interface StaffBookInput {
  userId: string;
  slotId: number;
  fecha: string;
  walkIn: boolean;
  consumeCredit: boolean;
  reason: string;
  tz: string;
}

/** StaffBook: a member booked (or added as a walk-in) by staff, under the occurrence's and the member's locks. */
export function staffBook(db: Db, ctx: CommandContext, input: StaffBookInput) {
  const occurrence = occurrenceStream(input.slotId, input.fecha);
  const member = memberStream(input.userId);
  const command: FactsCommand<Parameters<typeof staffBookFactsOf>[0], { id: number }> = {
    type: 'StaffBook',
    streams: knownStreamsSql(occurrence, member),
    facts: staffBookFactsSql(input.slotId, input.fecha, input.userId),
    conflictConstraints: ['bookings_one_per_member'],
    decide(row, versions) {
      const { bookingId, ...facts } = staffBookFactsOf(row);
      const { userId, fecha, walkIn, consumeCredit, reason } = input;
      const decision = staffBookDecider.decide({ bookingId, userId, fecha, walkIn, consumeCredit, reason, now: studioNow(ctx.now, input.tz) }, facts);
      return {
        appends: [
          { ...occurrence, expectedVersion: lockedAt(versions, occurrence.streamId), events: decision.occurrence },
          { ...member, expectedVersion: lockedAt(versions, member.streamId), events: decision.member },
        ],
        result: { id: bookingId },
      };
    },
  };
  return runCommand(db, command, ctx);
}
