import type { FactsDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import { requireStudioDate } from '../platform/studio-dates';
import type { OccurrenceExceptionEvent, StudioDayEvent } from '../../events/catalog/booking.events';
import type { CalendarFacts, OccurrenceFacts } from '../../domain/booking/calendar-facts';
import type { StudioNow } from '../../domain/booking/booking-facts';
import { cancelBookingDecider, classStarted } from './booking.decider';
import { requireOccurrence } from './occurrence-check';
import { moveOccurrence, type MemberCreditEvent, type MovedStreamEvent } from './calendar-move';
import { studioCancelWithMakeup } from './makeup-cancel';

export type { CalendarFacts, OccurrenceFacts } from '../../domain/booking/calendar-facts';

/**
 * Calendar exceptions as one facts decider: closing or reopening a day, cancelling, moving or restoring
 * one class occurrence. A class that goes away takes its bookings (cancelled by the system with reason
 * 'class-cancelled': the credit back as any studio cancellation, never a late-cancel forfeit) and its waitlist
 * (WaitlistLeft 'class-cancelled') and its trial classes (TrialClassCancelled 'class-cancelled') with it, in the same
 * decision. Classes that already started keep what they have.
 * A moved class (CancelOccurrence with `movedTo`, and the new occurrence's facts) takes its bookings and waitlist
 * to the new date and time instead (calendar-move.ts).
 */
export type CalendarCommand =
  | { type: 'CloseDay'; fecha: string; motivo: string; movesExpiries?: boolean; now: StudioNow }
  | { type: 'ReopenDay'; fecha: string; now: StudioNow }
  | { type: 'CancelOccurrence'; slotId: number; fecha: string; motivo: string; now: StudioNow; movedTo?: { slotId: number; fecha: string; hora: string } }
  | { type: 'RestoreOccurrence'; slotId: number; fecha: string; now: StudioNow };

type OccurrenceStreamEvent = MovedStreamEvent;

export interface CalendarDecision {
  day: StudioDayEvent[];
  occurrences: { slotId: number; fecha: string; events: OccurrenceStreamEvent[] }[];
  members: { userId: string; events: MemberCreditEvent[] }[];
}

// A motivo is shown to members beside the cancelled class: a short line, not an essay.
export const MAX_MOTIVO_LENGTH = 200;

function requireMotivo(raw: string): string {
  const motivo = raw.trim().replace(/\s+/g, ' ');
  if (!motivo) throw fail('REASON_REQUIRED');
  return motivo.slice(0, MAX_MOTIVO_LENGTH);
}

/** A date of the studio's from today on, and not beyond what it can mean (domain/time/date-bounds.ts). */
function requireNotPast(fecha: string, now: StudioNow) {
  if (fecha < now.date) throw fail('DATE_IN_PAST');
  requireStudioDate(fecha, now.date);
}

/** The class goes away: its exception event, each live booking cancelled (credit back), each waiting entry and trial out. */
function takeOut(o: OccurrenceFacts, fecha: string, exception: OccurrenceExceptionEvent, facts: CalendarFacts, now: StudioNow, credits: Map<string, MemberCreditEvent[]>) {
  const events: OccurrenceStreamEvent[] = [exception];
  for (const booking of o.bookings) {
    const cancel = cancelBookingDecider.decide(
      { bookingId: booking.id, actor: { userId: 'system', role: 'system' }, reason: 'class-cancelled', now },
      { booking, member: facts.members[booking.userId] ?? { packageId: null, validUntil: null, credits: 0 } },
    );
    events.push(...cancel.occurrence);
    const member = studioCancelWithMakeup(cancel.member, booking, booking.makeup ?? {}, now);
    if (member.length > 0) credits.set(booking.userId, [...(credits.get(booking.userId) ?? []), ...member]);
  }
  for (const entry of o.waiting) {
    events.push({ type: 'WaitlistLeft', data: { entryId: entry.entryId, slotId: o.slot.id, fecha, userId: entry.userId, reason: 'class-cancelled' } });
  }
  // A trial goes as a booking goes: the visitor is told by email (services/trials/trial-mails.view.ts).
  for (const trial of o.trials ?? []) {
    events.push({ type: 'TrialClassCancelled', data: { trialId: trial.trialId, slotId: o.slot.id, fecha, reason: 'class-cancelled' } });
  }
  return { slotId: o.slot.id, fecha, events };
}

const membersOf = (credits: Map<string, MemberCreditEvent[]>) => [...credits].map(([userId, events]) => ({ userId, events }));

function findOccurrence(facts: CalendarFacts, slotId: number, fecha: string): OccurrenceFacts {
  const o = facts.occurrences.find((x) => x.slot.id === slotId);
  requireOccurrence(o?.slot, fecha); // the slot exists and has a class that date
  return o!;
}

function decide(command: CalendarCommand, facts: CalendarFacts): CalendarDecision {
  const { fecha, now } = command;
  switch (command.type) {
    case 'CloseDay': {
      const motivo = requireMotivo(command.motivo);
      requireNotPast(fecha, now);
      if (facts.closed) throw fail('DAY_ALREADY_CLOSED');
      const credits = new Map<string, MemberCreditEvent[]>();
      const occurrences = facts.occurrences
        .filter((o) => !o.cancelled && !classStarted(fecha, o.slot.hora, now))
        .map((o) => takeOut(o, fecha, { type: 'ClassOccurrenceCancelled', data: { slotId: o.slot.id, fecha, hora: o.slot.hora, motivo, cause: 'day-closed', movedTo: null } }, facts, now, credits));
      return { day: [{ type: 'StudioDayClosed', data: { fecha, motivo, ...(command.movesExpiries ? { movesExpiries: true } : {}) } }], occurrences, members: membersOf(credits) };
    }
    case 'ReopenDay': {
      requireNotPast(fecha, now);
      if (!facts.closed) throw fail('DAY_NOT_CLOSED');
      const occurrences = facts.occurrences
        .filter((o) => o.cancelled?.cause === 'day-closed' && !classStarted(fecha, o.slot.hora, now))
        .map((o) => ({ slotId: o.slot.id, fecha, events: [{ type: 'ClassOccurrenceRestored' as const, data: { slotId: o.slot.id, fecha, hora: o.slot.hora } }] }));
      return { day: [{ type: 'StudioDayReopened', data: { fecha } }], occurrences, members: [] };
    }
    case 'CancelOccurrence': {
      const motivo = requireMotivo(command.motivo);
      requireNotPast(fecha, now);
      const o = findOccurrence(facts, command.slotId, fecha);
      if (o.cancelled || facts.closed) throw fail('OCCURRENCE_ALREADY_CANCELLED');
      if (classStarted(fecha, o.slot.hora, now)) throw fail('CLASS_STARTED');
      const movedTo = command.movedTo ?? null;
      if (movedTo && movedTo.fecha === fecha && movedTo.hora === o.slot.hora) throw fail('MOVE_TO_SAME_TIME');
      const credits = new Map<string, MemberCreditEvent[]>();
      const exception: OccurrenceExceptionEvent = { type: 'ClassOccurrenceCancelled', data: { slotId: o.slot.id, fecha, hora: o.slot.hora, motivo, cause: movedTo ? 'moved' : 'occurrence', movedTo } };
      if (movedTo) {
        const moved = moveOccurrence(o, fecha, exception, facts, now);
        return { day: [], occurrences: [moved.from, moved.to], members: membersOf(moved.credits) };
      }
      return { day: [], occurrences: [takeOut(o, fecha, exception, facts, now, credits)], members: membersOf(credits) };
    }
    case 'RestoreOccurrence': {
      requireNotPast(fecha, now);
      const o = findOccurrence(facts, command.slotId, fecha);
      if (!o.cancelled) throw fail('OCCURRENCE_NOT_CANCELLED');
      if (o.cancelled.cause === 'day-closed' || facts.closed) throw fail('OCCURRENCE_CLOSED_WITH_DAY');
      if (classStarted(fecha, o.slot.hora, now)) throw fail('CLASS_STARTED');
      return { day: [], occurrences: [{ slotId: o.slot.id, fecha, events: [{ type: 'ClassOccurrenceRestored', data: { slotId: o.slot.id, fecha, hora: o.slot.hora } }] }], members: [] };
    }
  }
}

export const calendarDecider: FactsDecider<CalendarFacts, CalendarCommand, CalendarDecision> = { decide };
