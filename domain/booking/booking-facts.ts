/**
 * What booking's facts deciders (services/booking/booking.decider.ts) decide on: rows of the read tables, read in
 * the statement that locks the streams the decision appends to (projections/booking/booking-facts.queries.ts).
 */

export type { BookingPolicy } from '../../events/catalog/catalog.events';
import type { HealthGate } from '../health/statement-validity';
import type { DebtGate } from '../billing/debt-booking-policy';
import type { WeeklyGate } from '../billing/plan-allowance';

/** The weekly slot as the catalog describes it today. */
export interface SlotFacts {
  id: number;
  diaSemana: string;
  hora: string;
  cupoMaximo: number;
  /** A one-off class's only date; absent or null for a weekly slot. */
  fecha?: string | null;
  /** The occurrence asked about will not take place: its day is closed, or the class was cancelled or moved. */
  exception?: OccurrenceException | null;
}

/** Why an occurrence is off, as the read tables hold it under the occurrence's lock. */
export interface OccurrenceException {
  kind: 'day-closed' | 'cancelled';
  motivo: string;
}

/** The member's package as it stands inside the booking transaction (member stream locked). */
export interface MemberCredit {
  packageId: number | null;
  validUntil: string | null;
  credits: number;
  /**
   * The member deleted her account (users.deleted; her stream took MemberDeleted with it): nothing is booked, given or
   * given back to her any more. Every facts query reads it with the package (absent in hand-made facts: not deleted).
   */
  deleted?: boolean;
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

/** A booking as the read side knows it. */
export interface BookingFacts {
  id: number;
  slotId: number;
  fecha: string;
  hora: string;
  userId: string;
  active: boolean;
  /** false for a booking staff made without taking a credit (the class console): cancelling it returns none. */
  creditConsumed?: boolean;
  /** When the studio moved the class and this booking followed it (BookingMoved's movedAt, studio wall time). */
  movedAt?: string | null;
}

/** What ReserveSlot reads under the locks of the occurrence's and the member's streams. */
export interface ReserveSlotFacts {
  /** The weekly slot, unless it was removed. */
  slot: SlotFacts | undefined;
  occupancy: Occupancy;
  member: MemberCredit;
  /** Her health statement's expiry, read only when the studio blocks members without a valid one. */
  health?: HealthGate | null;
  /** What she owes of her monthly plan, read only when the studio blocks members in debt. */
  debt?: DebtGate | null;
  /** Her pause (asked or approved) over the class's date, if any (absent in hand-made facts: none). */
  paused?: { from: string; to: string } | null;
  /** Her plan's weekly classes and her bookings that week, read only when her month is by the week. */
  weekly?: WeeklyGate | null;
}

/** What CancelBooking reads under the locks of its booking's occurrence and member streams. */
export interface CancelBookingFacts {
  /** The booking, unless it never existed. */
  booking: BookingFacts | undefined;
  member: MemberCredit;
}
