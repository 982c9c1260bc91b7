import type { FactsDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import { requireStudioDate } from '../platform/studio-dates';
import type { AttendanceEvent } from '../../events/catalog/attendance.events';
import type { BookingCreditEvent, OccurrenceEvent } from '../../events/catalog/booking.events';
import { WEEKDAYS } from '../../domain/catalog/weekdays';
import { statementValidOn } from '../../domain/health/statement-validity';
import { isoWeekdayOf } from '../../domain/booking/agenda-horizon';
import type { StaffBookFacts } from '../../domain/booking/attendance-facts';
import { CHECK_IN_OPENS_MINUTES, minutesUntilStart, type StudioMoment } from '../../domain/booking/class-times';

/**
 * Staff (admin or coach) puts a member into a class from the class console (decided here, README "Asistencia"):
 * - "Anotar" books a member into a class that has not started, within capacity (SLOT_FULL otherwise), like the
 *   member's own booking but without the agenda horizon;
 * - "Sumar sin reserva" (walk-in) adds someone who came without booking: checked in at once, from check-in
 *   opening until the end of the class's day, and allowed beyond capacity (the only way to overbook: staff choose
 *   it explicitly, the event says so with `overCapacity`);
 * - either way with a reason, and with or without taking a credit: taking one needs an active package with
 *   credits, exactly as a member's booking does; without one the member's credits are untouched;
 * - when the studio blocks members without a valid sworn health statement, not for a member without one.
 */
export interface StaffBook {
  bookingId: number;
  userId: string;
  fecha: string;
  walkIn: boolean;
  consumeCredit: boolean;
  reason: string;
  now: StudioMoment;
}

export type { StaffBookFacts };

export interface StaffBookDecision {
  occurrence: (OccurrenceEvent | AttendanceEvent)[];
  member: BookingCreditEvent[];
}

const hasCreditFor = (m: StaffBookFacts['member'], fecha: string, today: string) =>
  m.packageId !== null && (m.validUntil === null || (today < m.validUntil && fecha < m.validUntil)) && m.credits > 0;

function decide(cmd: StaffBook, facts: StaffBookFacts): StaffBookDecision {
  const { slot, booked } = facts;
  const reason = cmd.reason.trim();
  if (!reason) throw fail('REASON_REQUIRED');
  if (!facts.memberExists) throw fail('MEMBER_NOT_FOUND');
  if (facts.member.deleted) throw fail('USER_DELETED');
  if (!slot) throw fail('SLOT_NOT_FOUND');
  if (slot.fecha && slot.fecha !== cmd.fecha) throw fail('ONE_OFF_OTHER_DATE', { fecha: `${slot.fecha.slice(8, 10)}/${slot.fecha.slice(5, 7)}` });
  if (WEEKDAYS[isoWeekdayOf(cmd.fecha) - 1] !== slot.diaSemana) throw fail('WRONG_WEEKDAY', { weekday: slot.diaSemana });
  // Without the agenda's horizon, a date is still one the studio can mean.
  requireStudioDate(cmd.fecha, cmd.now.date);
  // Nobody joins a class that will not take place, not even through staff.
  if (slot.exception) throw fail(slot.exception.kind === 'day-closed' ? 'STUDIO_CLOSED' : 'CLASS_CANCELLED', { motivo: slot.exception.motivo });
  if (facts.memberHolds) throw fail('MEMBER_ALREADY_BOOKED');
  // Only when the studio blocks: staff book her as she would book herself, and a walk-in is a check-in, so each
  // meets the rule its own way ("avisar" reads no gate: the console's tag warns, nothing refuses).
  if (facts.health && !statementValidOn(facts.health.expiresOn, cmd.now.date)) {
    throw fail(cmd.walkIn ? 'MEMBER_HEALTH_STATEMENT_REQUIRED' : 'HEALTH_STATEMENT_REQUIRED');
  }
  const untilStart = minutesUntilStart(cmd.fecha, slot.hora, cmd.now);
  if (cmd.walkIn) {
    if (untilStart > CHECK_IN_OPENS_MINUTES) throw fail('CHECK_IN_NOT_OPEN', { minutes: CHECK_IN_OPENS_MINUTES });
    if (cmd.now.date > cmd.fecha) throw fail('CHECK_IN_CLOSED');
  } else {
    if (untilStart <= 0) throw fail('CLASS_STARTED');
    if (booked >= slot.cupoMaximo) throw fail('SLOT_FULL');
  }
  if (cmd.consumeCredit) {
    if (facts.member.packageId === null) throw fail('MEMBER_HAS_NO_PACKAGE');
    if (!hasCreditFor(facts.member, cmd.fecha, cmd.now.date)) throw fail('MEMBER_NO_CREDITS');
  }
  const overCapacity = booked >= slot.cupoMaximo;
  const ids = { bookingId: cmd.bookingId, slotId: slot.id, fecha: cmd.fecha, userId: cmd.userId };
  return {
    occurrence: [
      // Over capacity the booking records the capacity it was made at (one more place, opened by staff), so the
      // occurrence's guard row (booked <= capacity) holds; later bookings still meet the slot's own cupo.
      { type: 'SlotReserved', data: { ...ids, hora: slot.hora, capacity: Math.max(slot.cupoMaximo, booked + 1) } },
      { type: 'StaffBookingRecorded', data: { ...ids, walkIn: cmd.walkIn, creditConsumed: cmd.consumeCredit, overCapacity, reason } },
      ...(cmd.walkIn ? [{ type: 'AttendanceMarked' as const, data: ids }] : []),
    ],
    member: cmd.consumeCredit ? [{ type: 'CreditConsumed', data: ids }] : [],
  };
}

export const staffBookDecider: FactsDecider<StaffBookFacts, StaffBook, StaffBookDecision> = { decide };
