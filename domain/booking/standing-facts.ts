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
}
