import type { FactsDecider } from '../../events/framework/decider';
import { DomainError, forbidden, invalid, notFound, ruleBroken } from '../../events/framework/errors';
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
  if (!slot) throw notFound('SLOT_NOT_FOUND', 'Ese horario ya no existe.');
  if (WEEKDAYS[isoWeekdayOf(fecha) - 1] !== slot.diaSemana) {
    throw invalid('WRONG_WEEKDAY', `Ese horario es los ${slot.diaSemana}: la fecha elegida no corresponde.`);
  }
  if (classStarted(fecha, slot.hora, now)) throw ruleBroken('CLASS_STARTED', 'Esa clase ya comenzó o ya pasó.');
  if (fecha > agendaHorizonEnd(now.date)) throw invalid('OUTSIDE_AGENDA', 'Todavía no se puede reservar esa fecha.');
  if (!hasActivePackage(member, now.date)) throw ruleBroken('NO_PACKAGE', 'No tienes paquete activo.');
  if (member.validUntil !== null && fecha >= member.validUntil) {
    throw ruleBroken('PACKAGE_EXPIRES_BEFORE_CLASS', 'Tu paquete vence antes de esa clase.');
  }
  if (member.credits <= 0) throw ruleBroken('NO_CREDITS', 'No te quedan créditos disponibles.');
  if (occupancy.memberHolds) throw ruleBroken('ALREADY_BOOKED', 'Ya tienes reservado ese turno.');
  if (occupancy.booked >= slot.cupoMaximo) throw ruleBroken('SLOT_FULL', 'No hay cupos disponibles para este horario.');
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
  if (!booking || booking.id !== cmd.bookingId || !booking.active) throw notFound('BOOKING_NOT_FOUND', 'Ese turno no existe o ya fue cancelado.');
  if (actor.role === 'member' && actor.userId !== booking.userId) {
    throw forbidden('No puedes cancelar el turno de otra persona.', 'NOT_YOUR_BOOKING');
  }
  if (classStarted(booking.fecha, booking.hora, cmd.now)) {
    throw new DomainError(409, 'CLASS_STARTED', 'Ese turno ya comenzó: no se puede cancelar.');
  }
  const ids = { bookingId: booking.id, slotId: booking.slotId, fecha: booking.fecha, userId: booking.userId, reason: cmd.reason };
  const refund = hasActivePackage(member, cmd.now.date);
  return {
    occurrence: [{ type: 'BookingCancelled', data: { ...ids, hora: booking.hora } }],
    member: refund ? [{ type: 'CreditRestored', data: ids }] : [],
  };
}

export const cancelBookingDecider: FactsDecider<CancelBookingFacts, CancelBooking, BookingDecision> = { decide: decideCancel };
