import type { HealthGate } from '../health/statement-validity';
import type { DebtGate } from '../billing/debt-booking-policy';
import type { WeeklyGate } from '../billing/plan-allowance';
import type { MemberCredit, SlotFacts } from './booking-facts';

/**
 * What the waitlist deciders decide on (services/booking/waitlist.decider.ts), read under the occurrence
 * stream's lock and every waiting member's (projections/booking/waitlist-facts.queries.ts).
 */

/** A member waiting for the occurrence, in list order, with the package their promotion would draw on. */
export interface WaitingEntry {
  entryId: number;
  userId: string;
  member: MemberCredit;
  /** The member holds a booking of this occurrence (booked it after an offer): the entry is spent. */
  holdsBooking: boolean;
  /** The member's package covers the class's discipline (a package limited to another one does not; absent: yes). */
  coversDiscipline?: boolean;
  /** How late the member still wants to be promoted, in minutes before class (absent or null: the studio's cutoff). */
  promoteUntilMinutes?: number | null;
  /** Her health statement's expiry, read only when the studio blocks members without a valid one (as booking's). */
  health?: HealthGate | null;
  /** What her monthly plan owes, read only when the studio blocks members in debt (as booking's). */
  debt?: DebtGate | null;
  /** Her pause over the class's date, if any (as booking's; absent: none). */
  paused?: { from: string; to: string } | null;
  /** Her plan's weekly classes and her bookings that week, read only when her month is by the week (as booking's). */
  weekly?: WeeklyGate | null;
}

/** The occurrence as its waitlist sees it. `booked` counts the places taken before this decision. */
export interface OccurrenceWaitlist {
  slot: SlotFacts | undefined;
  fecha: string;
  booked: number;
  waiting: WaitingEntry[];
  /** Minutes before class after which nobody is promoted automatically (domain/booking/waitlist-cutoff.ts). */
  cutoffMinutes: number;
}

export interface JoinFacts {
  slot: SlotFacts | undefined;
  booked: number;
  memberHolds: boolean;
  onList: boolean;
  /** Members waiting before this one (spent entries left out). */
  queueLength: number;
  member: MemberCredit;
  /** The member's package covers the class's discipline (absent: yes). */
  coversDiscipline?: boolean;
  /** Her health statement's expiry, read only when the studio blocks members without a valid one (as booking's). */
  health?: HealthGate | null;
  /** What her monthly plan owes, read only when the studio blocks members in debt (as booking's). */
  debt?: DebtGate | null;
  /** Her pause over the class's date, if any (as booking's; absent: none). */
  paused?: { from: string; to: string } | null;
  /** Her plan's weekly classes and her bookings that week, read only when her month is by the week (as booking's). */
  weekly?: WeeklyGate | null;
}

export interface LeaveFacts {
  /** The member's live entry for the occurrence. */
  entryId: number | undefined;
}
