import type { BookingFacts, MemberCredit, SlotFacts } from './booking-facts';
import type { CancelMakeupFacts } from './makeup-rules';

/**
 * What the calendar-exception deciders (services/booking/calendar.decider.ts) decide on: one date's classes, their
 * live bookings and waitlists and the booked members' packages, read under the locks of the day's stream, every
 * occurrence's and every booked member's (projections/booking/calendar-facts.queries.ts).
 */
export interface OccurrenceFacts {
  /** The slot as booking sees it (weekly, or a one-off with its `fecha`), without the exception. */
  slot: SlotFacts;
  /** Why the occurrence is already off, if it is. */
  cancelled: { cause: 'occurrence' | 'day-closed' | 'moved'; motivo: string } | null;
  /** Its live bookings, with what a make-up makes of them (absent: nothing). */
  bookings: (BookingFacts & { makeup?: CancelMakeupFacts })[];
  /** Its waitlist entries still waiting. */
  waiting: { entryId: number; userId: string }[];
  /** Its trial classes that hold a place (pending or confirmed), oldest first (absent: none). */
  trials?: TrialHold[];
}

/** A visitor's trial class in the occurrence (trial_classes): it goes where the class goes. */
export interface TrialHold {
  trialId: string;
  leadId: string;
  confirmed: boolean;
}

export interface CalendarFacts {
  fecha: string;
  /** The day's closure, if closed. */
  closed: { motivo: string } | null;
  /** Every live class of the date (or the one a single-occurrence command names). */
  occurrences: OccurrenceFacts[];
  /** The package of every member with a live booking among them. */
  members: Record<string, MemberCredit>;
  /** Only when the command moves a class: where it goes, read under the new occurrence's lock. */
  moveTarget?: MoveTargetFacts;
}

/** The class a moved occurrence becomes (the one-off created in the same transaction) and who can follow it. */
export interface MoveTargetFacts {
  slot: SlotFacts;
  /** Places already taken at the new occurrence (0 for a fresh one-off class). */
  booked: number;
  /** Members among the moved class's bookings and waitlist who already hold another class at the new date and time. */
  busyUserIds: string[];
  /** Fresh booking ids, one per live booking of the moved class, and waitlist entry ids, one per waiting entry. */
  bookingIds: number[];
  entryIds: number[];
  /** Fresh trial ids, one per trial of the moved class (absent: none). */
  trialIds?: string[];
}
