import { memberStream } from '../../events/catalog/packages.events';
import { occurrenceStream } from '../../events/catalog/booking.events';
import type { StreamAppend } from '../../events/store/append';
import type { DomainEvent } from '../../events/framework/event';
import { cancelFactsOf } from '../../projections/booking/booking-facts.queries';
import {
  cancelWithWaitlistFactsSql,
  cancelWithWaitlistStreamsSql,
  joinFactsOf,
  joinFactsSql,
  clearFactsSql,
  leaveFactsSql,
  leaveStreamsSql,
  occurrenceStreamsSql,
  settleFactsSql,
  settleStreamsSql,
  waitlistFactsOf,
  type WaitlistRow,
} from '../../projections/booking/waitlist-facts.queries';
import { waitlistInlineWrites } from '../../projections/booking/waitlist-inline.writes';
import { studioTime } from '../../domain/time/studio-time';
import type { Db } from '../../db/database';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext, FactsCommand } from '../platform/commands/command';
import type { StudioNow } from './booking.decider';
import { policyCancelDecider } from './booking-policy';
import { cancelWithMakeup } from './makeup-cancel';
import type { CancelInput } from './booking.commands';
import { cancelAndSettle, changeWaitlistLimitDecider, clearWaitlistDecider, joinWaitlistDecider, leaveWaitlistDecider, settleWaitlistDecider, type WaitlistDecision } from './waitlist.decider';

const studioNow = (at: Date, tz: string): StudioNow => {
  const t = studioTime(at, tz);
  return { date: t.date, minutes: t.minutes };
};

/** Appends on streams the command locked, at the versions it locked them at. */
function lockedAppends(versions: ReadonlyMap<string, number>, parts: Array<{ stream: { streamId: string; streamType: string }; events: readonly DomainEvent[]; always?: boolean }>): StreamAppend[] {
  return parts
    .filter((p) => p.always || p.events.length > 0)
    .map(({ stream, events }) => {
      const version = versions.get(stream.streamId);
      if (version === undefined) throw new Error(`stream ${stream.streamId} was not locked`); // the SQL names streams like events/catalog
      return { ...stream, expectedVersion: version, events };
    });
}

/** The occurrence's events and each promoted member's credit. */
const settledAppends = (d: WaitlistDecision, slotId: number, fecha: string, versions: ReadonlyMap<string, number>) =>
  lockedAppends(versions, [
    { stream: occurrenceStream(slotId, fecha), events: d.occurrence },
    ...Object.entries(d.members).map(([userId, events]) => ({ stream: memberStream(userId), events })),
  ]);

/** JoinWaitlist: the member queues for a full class (occurrence and member streams locked); answers their place in line. */
export function joinWaitlist(db: Db, ctx: CommandContext, input: { userId: string; slotId: number; fecha: string; tz: string; promoteUntilMinutesBefore?: number | null }) {
  const command: FactsCommand<Parameters<typeof joinFactsOf>[0], { id: number; posicion: number }> = {
    type: 'JoinWaitlist',
    streams: occurrenceStreamsSql(input.slotId, input.fecha, input.userId),
    facts: joinFactsSql(input.slotId, input.fecha, input.userId),
    conflictConstraints: ['waitlist_one_per_member'],
    decide(row, versions) {
      const { entryId, ...facts } = joinFactsOf(row);
      const now = studioNow(ctx.now, input.tz);
      const d = joinWaitlistDecider.decide({ entryId, userId: input.userId, fecha: input.fecha, now, promoteUntilMinutesBefore: input.promoteUntilMinutesBefore }, facts);
      return {
        appends: lockedAppends(versions, [{ stream: occurrenceStream(input.slotId, input.fecha), events: d.occurrence }]),
        result: { id: entryId, posicion: d.posicion },
      };
    },
    inlineWrites: waitlistInlineWrites,
  };
  return runCommand(db, command, ctx);
}

/** LeaveWaitlist: the entry leaves the list (the occurrence stream locked). */
export function leaveWaitlist(
  db: Db,
  ctx: CommandContext,
  input: { userId: string; slotId: number; fecha: string; actor: { userId: string; role: 'admin' | 'member' | 'system' } },
) {
  const command: FactsCommand<{ entry_id: number | null }, { id: number }> = {
    type: 'LeaveWaitlist',
    streams: leaveStreamsSql(input.slotId, input.fecha),
    facts: leaveFactsSql(input.slotId, input.fecha, input.userId),
    decide(row, versions) {
      const entryId = row.entry_id ?? undefined;
      const events = leaveWaitlistDecider.decide({ userId: input.userId, slotId: input.slotId, fecha: input.fecha, actor: input.actor }, { entryId });
      return { appends: lockedAppends(versions, [{ stream: occurrenceStream(input.slotId, input.fecha), events }]), result: { id: entryId! } };
    },
    inlineWrites: waitlistInlineWrites,
  };
  return runCommand(db, command, ctx);
}

/** ChangeWaitlistLimit: how late the member still wants to be promoted (the occurrence stream locked, so no promotion decides on the old one). */
export function changeWaitlistLimit(
  db: Db,
  ctx: CommandContext,
  input: { userId: string; slotId: number; fecha: string; promoteUntilMinutesBefore: number | null; actor: { userId: string; role: 'admin' | 'member' | 'system' } },
) {
  const command: FactsCommand<{ entry_id: number | null }, { id: number; promover_hasta_minutos: number | null }> = {
    type: 'ChangeWaitlistLimit',
    streams: leaveStreamsSql(input.slotId, input.fecha),
    facts: leaveFactsSql(input.slotId, input.fecha, input.userId),
    decide(row, versions) {
      const entryId = row.entry_id ?? undefined;
      const events = changeWaitlistLimitDecider.decide(input, { entryId });
      return {
        appends: lockedAppends(versions, [{ stream: occurrenceStream(input.slotId, input.fecha), events }]),
        result: { id: entryId!, promover_hasta_minutos: input.promoteUntilMinutesBefore },
      };
    },
    inlineWrites: waitlistInlineWrites,
  };
  return runCommand(db, command, ctx);
}

/** ClearWaitlist: the class was removed or moved, so its list empties (the occurrence stream locked). */
export function clearWaitlist(db: Db, ctx: CommandContext, input: { slotId: number; fecha: string; reason: 'slot-removed' | 'slot-changed' }) {
  const command: FactsCommand<{ entries: { entryId: number; userId: string }[] }, { cleared: number }> = {
    type: 'ClearWaitlist',
    streams: leaveStreamsSql(input.slotId, input.fecha),
    facts: clearFactsSql(input.slotId, input.fecha),
    decide(row, versions) {
      const events = clearWaitlistDecider.decide(input, { entries: row.entries ?? [] });
      return { appends: lockedAppends(versions, [{ stream: occurrenceStream(input.slotId, input.fecha), events }]), result: { cleared: events.length } };
    },
    inlineWrites: waitlistInlineWrites,
  };
  return runCommand(db, command, ctx);
}

/**
 * CancelBooking with the waitlist: booking's decision, and the freed place settled in the same transaction
 * under the same locks (the occurrence, the canceller, every waiting member), so it goes to exactly one member
 * and a concurrent booking either took it before or finds the class full after.
 */
export function cancelBookingWithWaitlist(db: Db, ctx: CommandContext, input: CancelInput) {
  const command: FactsCommand<WaitlistRow & Parameters<typeof cancelFactsOf>[0], { id: number }> = {
    type: 'CancelBooking',
    streams: cancelWithWaitlistStreamsSql(input.bookingId),
    facts: cancelWithWaitlistFactsSql(input.bookingId),
    conflictConstraints: ['bookings_one_per_member'],
    decide(row, versions) {
      const now = studioNow(ctx.now, input.tz);
      const { lateCancelsForgivenByMonth, makeup, ...facts } = cancelFactsOf(row);
      // Booking's rules, then the discipline's cancellation terms: a late cancellation may keep the credit (booking-policy.ts).
      const policy = policyCancelDecider.decide(
        { bookingId: input.bookingId, actor: input.actor, reason: input.reason, now },
        { ...facts, lateCancelsForgivenThisMonth: lateCancelsForgivenByMonth[now.date.slice(0, 7)] ?? 0 },
      );
      const booking = facts.booking!; // the decider refuses a missing booking
      // A turno fijo's class may become a make-up right, and a make-up class gives its right back (makeup-cancel.ts).
      const cancel = cancelWithMakeup(policy, { booking, makeup }, input.actor, now);
      const { slot, booked, waiting, bookingIds, cutoffMinutes } = waitlistFactsOf(row);
      const d = cancelAndSettle({ occurrence: cancel.occurrence, member: [] }, booking.userId, input.reason, { slot, fecha: booking.fecha, booked, waiting, cutoffMinutes }, { now, bookingIds });
      const appends = lockedAppends(versions, [
        { stream: occurrenceStream(booking.slotId, booking.fecha), events: d.occurrence },
        { stream: memberStream(booking.userId), events: cancel.member, always: true },
        ...Object.entries(d.members).map(([userId, events]) => ({ stream: memberStream(userId), events })),
      ]);
      return { appends, result: { id: input.bookingId } };
    },
    inlineWrites: waitlistInlineWrites,
  };
  return runCommand(db, command, ctx);
}

/**
 * SettleWaitlist: gives the free places of an occurrence to its list (or offers them after the cutoff). For
 * places freed without a cancellation, e.g. a capacity raised by the studio (waitlist-capacity.reactor.ts).
 */
export function settleWaitlist(db: Db, ctx: CommandContext, input: { slotId: number; fecha: string; tz: string }) {
  const command: FactsCommand<WaitlistRow, { promoted: number }> = {
    type: 'SettleWaitlist',
    streams: settleStreamsSql(input.slotId, input.fecha),
    facts: settleFactsSql(input.slotId, input.fecha),
    conflictConstraints: ['bookings_one_per_member'],
    decide(row, versions) {
      const { slot, booked, waiting, bookingIds, cutoffMinutes } = waitlistFactsOf(row);
      const d = settleWaitlistDecider.decide(
        { now: studioNow(ctx.now, input.tz), bookingIds },
        { slot, fecha: input.fecha, booked, waiting, cutoffMinutes },
      );
      return { appends: settledAppends(d, input.slotId, input.fecha, versions), result: { promoted: Object.keys(d.members).length } };
    },
    inlineWrites: waitlistInlineWrites,
  };
  return runCommand(db, command, ctx);
}
