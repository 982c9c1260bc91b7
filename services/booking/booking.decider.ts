import type { FactsDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { BookingCreditEvent, CancelReason, OccurrenceEvent } from '../../events/catalog/booking.events';
import { WEEKDAYS } from '../../domain/time/studio-time';
import { agendaHorizonEnd, isoWeekdayOf } from '../../domain/booking/agenda-horizon';

/** The weekly slot as the catalog describes it today. */
export interface SlotFacts {
  id: number;
  diaSemana: string;
  hora: string;
  cupoMaximo: number;
}

/** The member's package as it stands inside the booking transaction (member stream locked). */
export interface MemberCredit {
  packageId: number | null;
  validUntil: string | null;
  credits: number;
}

export interface Occupancy {
  booked: number;
  memberHolds: boolean;
}

/** "Now" in the studio: its calendar date and minutes since midnight. */
export interface StudioNow {
  date: string;
  minutes: number;
}

/**
 * Booking is a facts decider (events/framework/decider.ts): it decides on the class's occupancy and the member's
 * credits as the read tables hold them, read in the statement that locks both streams
 * (projections/booking/booking-facts.queries.ts, services/booking/booking.commands.ts).
 */
export interface ReserveSlot {
  /** A fresh id, drawn by the facts query. */
  bookingId: number;
  userId: string;
  fecha: string;
  now: StudioNow;
}

/** What ReserveSlot reads under the locks of the occurrence's and the member's streams. */
export interface ReserveSlotFacts {
  /** The weekly slot, unless it was removed. */
  slot: SlotFacts | undefined;
  occupancy: Occupancy;
  member: MemberCredit;
}

export interface BookingDecision {
  occurrence: OccurrenceEvent[];
  member: BookingCreditEvent[];
}

const minutesOf = (hora: string) => {
  const [h, m] = hora.split(':').map(Number);
  return h! * 60 + m!;
};

/** A class has started once its date is past, or it is today and its time has come (studio clock). */
export const classStarted = (fecha: string, hora: string, now: StudioNow) =>
  fecha < now.date || (fecha === now.date && minutesOf(hora) <= now.minutes);

export const hasActivePackage = (m: MemberCredit, today: string) =>
  m.packageId !== null && (m.validUntil === null || today < m.validUntil);

/** ReserveSlot: one place of the occurrence and one credit of the member, or a clear refusal. */
function decideReserve(cmd: ReserveSlot, { slot, occupancy, member }: ReserveSlotFacts): BookingDecision {
  const { fecha, now } = cmd;
  if (!slot) throw fail('SLOT_NOT_FOUND');
  if (WEEKDAYS[isoWeekdayOf(fecha) - 1] !== slot.diaSemana) {
    throw fail('WRONG_WEEKDAY', { weekday: slot.diaSemana });
  }
  if (classStarted(fecha, slot.hora, now)) throw fail('CLASS_STARTED');
  if (fecha > agendaHorizonEnd(now.date)) throw fail('OUTSIDE_AGENDA');
  if (!hasActivePackage(member, now.date)) throw fail('NO_PACKAGE');
  if (member.validUntil !== null && fecha >= member.validUntil) {
    throw fail('PACKAGE_EXPIRES_BEFORE_CLASS');
  }
  if (member.credits <= 0) throw fail('NO_CREDITS');
  if (occupancy.memberHolds) throw fail('ALREADY_BOOKED');
  if (occupancy.booked >= slot.cupoMaximo) throw fail('SLOT_FULL');
  const ids = { bookingId: cmd.bookingId, slotId: slot.id, fecha };
  return {
    occurrence: [{ type: 'SlotReserved', data: { ...ids, hora: slot.hora, userId: cmd.userId, capacity: slot.cupoMaximo } }],
    member: [{ type: 'CreditConsumed', data: { ...ids, userId: cmd.userId } }],
  };
}

export const reserveSlotDecider: FactsDecider<ReserveSlotFacts, ReserveSlot, BookingDecision> = { decide: decideReserve };

/** A booking as the read side knows it. */
export interface BookingFacts {
  id: number;
  slotId: number;
  fecha: string;
  hora: string;
  userId: string;
  active: boolean;
}

export interface CancelBooking {
  bookingId: number;
  actor: { userId: string; role: 'admin' | 'member' | 'system' };
  reason: CancelReason;
  now: StudioNow;
}

/** What CancelBooking reads under the locks of its booking's occurrence and member streams. */
export interface CancelBookingFacts {
  /** The booking, unless it never existed. */
  booking: BookingFacts | undefined;
  member: MemberCredit;
}

/**
 * CancelBooking: gives the place back and, while the member still holds an active package, the credit.
 * Members cancel their own bookings before the class starts; the studio (admin or a schedule change) may
 * cancel any future booking.
 */
function decideCancel(cmd: CancelBooking, { booking, member }: CancelBookingFacts): BookingDecision {
  const { actor } = cmd;
  if (!booking || booking.id !== cmd.bookingId || !booking.active) throw fail('BOOKING_NOT_FOUND');
  if (actor.role === 'member' && actor.userId !== booking.userId) {
    throw fail('NOT_YOUR_BOOKING');
  }
  if (classStarted(booking.fecha, booking.hora, cmd.now)) {
    throw fail('CLASS_STARTED');
  }
  const ids = { bookingId: booking.id, slotId: booking.slotId, fecha: booking.fecha, userId: booking.userId, reason: cmd.reason };
  const refund = hasActivePackage(member, cmd.now.date);
  return {
    occurrence: [{ type: 'BookingCancelled', data: { ...ids, hora: booking.hora } }],
    member: refund ? [{ type: 'CreditRestored', data: ids }] : [],
  };
}

export const cancelBookingDecider: FactsDecider<CancelBookingFacts, CancelBooking, BookingDecision> = { decide: decideCancel };
