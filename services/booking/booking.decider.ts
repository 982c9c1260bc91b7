import type { FactsDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { BookingCreditEvent, CancelReason, OccurrenceEvent } from '../../events/catalog/booking.events';
import { agendaHorizonEnd } from '../../domain/booking/agenda-horizon';
import type { CancelBookingFacts, MemberCredit, ReserveSlotFacts, StudioNow } from '../../domain/booking/booking-facts';
import { statementValidOn } from '../../domain/health/statement-validity';
import { debtBlocksBooking } from '../../domain/billing/debt-booking-policy';
import { weekStart, weeklyLimitReached } from '../../domain/billing/plan-allowance';
import { dayMonth } from '../../domain/booking/policy-ledger-lines';
import { requireOccurrence } from './occurrence-check';

// The facts' types are pure data shared with the facts queries (projections/booking/booking-facts.queries.ts).
export type { BookingFacts, CancelBookingFacts, MemberCredit, Occupancy, ReserveSlotFacts, SlotFacts, StudioNow } from '../../domain/booking/booking-facts';

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

/**
 * What any booking of hers needs, whatever pays for it (a credit, or a make-up right: makeup.decider.ts): her account,
 * a class still ahead within the agenda, and none of the studio's gates (health, debt, pause) closed. Answers the slot.
 */
export function requireBookable(cmd: { fecha: string; now: StudioNow }, facts: ReserveSlotFacts) {
  const { fecha, now } = cmd;
  if (facts.member.deleted) throw fail('USER_DELETED');
  const slot = requireOccurrence(facts.slot, fecha);
  if (classStarted(fecha, slot.hora, now)) throw fail('CLASS_STARTED');
  if (fecha > agendaHorizonEnd(now.date)) throw fail('OUTSIDE_AGENDA');
  // Only when the studio blocks (docs/features/health-and-consent.md): a valid sworn health statement today.
  if (facts.health && !statementValidOn(facts.health.expiresOn, now.date)) throw fail('HEALTH_STATEMENT_REQUIRED');
  // Only when the studio blocks members in debt (docs/features/monthly-plans.md): past its days in mora.
  const daysInMora = facts.debt ? debtBlocksBooking(facts.debt, now.date) : null;
  if (daysInMora !== null) throw fail('DEBT_BOOKING_BLOCKED', { days: daysInMora });
  // Her pause's days are hers off (docs/features/pauses.md): what she holds lasts them longer instead.
  if (facts.paused) throw fail('MEMBER_PAUSED', { from: dayMonth(facts.paused.from), to: dayMonth(facts.paused.to) });
  return slot;
}

/** ReserveSlot: one place of the occurrence and one credit of the member, or a clear refusal. */
function decideReserve(cmd: ReserveSlot, facts: ReserveSlotFacts): BookingDecision {
  const { fecha, now } = cmd;
  const { occupancy, member } = facts;
  const slot = requireBookable(cmd, facts);
  if (!hasActivePackage(member, now.date)) throw fail('NO_PACKAGE');
  if (member.validUntil !== null && fecha >= member.validUntil) {
    throw fail('PACKAGE_EXPIRES_BEFORE_CLASS');
  }
  if (member.credits <= 0) throw fail('NO_CREDITS');
  if (occupancy.memberHolds) throw fail('ALREADY_BOOKED');
  // A plan by the week (docs/features/monthly-plans.md): her month's credits would allow more, the week does not.
  if (weeklyLimitReached(facts.weekly)) throw fail('WEEKLY_LIMIT_REACHED', { classes: facts.weekly!.limit, week: dayMonth(weekStart(fecha)) });
  if (occupancy.booked >= slot.cupoMaximo) throw fail('SLOT_FULL');
  const ids = { bookingId: cmd.bookingId, slotId: slot.id, fecha };
  return {
    occurrence: [{ type: 'SlotReserved', data: { ...ids, hora: slot.hora, userId: cmd.userId, capacity: slot.cupoMaximo } }],
    member: [{ type: 'CreditConsumed', data: { ...ids, userId: cmd.userId } }],
  };
}

export const reserveSlotDecider: FactsDecider<ReserveSlotFacts, ReserveSlot, BookingDecision> = { decide: decideReserve };

export interface CancelBooking {
  bookingId: number;
  actor: { userId: string; role: 'admin' | 'member' | 'system' };
  reason: CancelReason;
  now: StudioNow;
}

/**
 * CancelBooking: gives the place back and, while the member still holds an active package, the credit. A deleted
 * member's booking can still be cancelled (her account's deletion does it): the place goes back, no credit.
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
  // A booking staff made without a credit (attendance's StaffBookingRecorded) has none to give back; nor does a
  // deleted account (its place still goes back to the class).
  const refund = booking.creditConsumed !== false && !member.deleted && hasActivePackage(member, cmd.now.date);
  return {
    occurrence: [{ type: 'BookingCancelled', data: { ...ids, hora: booking.hora } }],
    member: refund ? [{ type: 'CreditRestored', data: ids }] : [],
  };
}

export const cancelBookingDecider: FactsDecider<CancelBookingFacts, CancelBooking, BookingDecision> = { decide: decideCancel };
