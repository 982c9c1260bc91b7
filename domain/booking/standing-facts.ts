import type { JoinFacts } from './waitlist-facts';

/**
 * What a turno fijo command (services/booking/standing-booking.decider.ts) decides on: one member's one slot, read
 * from standing_bookings and standing_booking_skips under the lock of the member's stream, where every turno fijo
 * event is appended (projections/booking/standing-facts.queries.ts). Two rows at most, however long the stream.
 */
export interface StandingFacts {
  /** The slot is the member's turno fijo now. */
  standing: boolean;
  /** The command's week was already skipped (one notice per week); false when the command names no week. */
  weekSkipped: boolean;
  /** The member deleted her account: no turno fijo is set or skipped for her any more (absent: not deleted). */
  memberDeleted?: boolean;
}

/**
 * What putting a turno fijo's full week on the class's waitlist decides on (services/booking/standing-waitlist.decider.ts):
 * the waitlist's join facts and the turno fijo's, read under the locks of the occurrence's and the member's streams.
 */
export interface StandingWaitFacts {
  join: JoinFacts & { entryId: number };
  standing: StandingFacts;
  /** The member already left this class's list or cancelled a booking of it: their choice, not to be undone. */
  memberLeft: boolean;
  /** Minutes before class after which the list no longer promotes on its own (domain/booking/waitlist-cutoff.ts). */
  cutoffMinutes: number;
}
