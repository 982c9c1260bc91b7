export interface SlotOccurrencesTable {
  slot_id: number;
  fecha: string;
  hora: string;
  capacity: number;
  booked: number;
}

export interface BookingsTable {
  id: number;
  slot_id: number;
  fecha: string;
  hora: string;
  user_id: string;
  active: boolean;
  booked_at: Date;
  booked_by: string | null;
  cancelled_at: Date | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
}

/** The waitlist of each class occurrence (projections/booking/waitlist.projector.ts), in `joined_seq` order. */
export interface WaitlistEntriesTable {
  id: number;
  slot_id: number;
  fecha: string;
  hora: string;
  user_id: string;
  /** 'waiting' may be spent: the member booked the class after an offer (see projections/booking/waitlist.queries.ts). */
  state: 'waiting' | 'left' | 'promoted' | 'skipped';
  /** Stream position of WaitlistJoined on the occurrence stream: the list's order. */
  joined_seq: string;
  joined_at: Date;
  offered_at: Date | null;
  ended_at: Date | null;
  ended_by: string | null;
  ended_reason: string | null;
  booking_id: number | null;
  /** How late the member still wants to be promoted, in minutes before class; null: until the studio's cutoff. */
  promote_until_minutes: number | null;
  /** Stream position of the last change of that limit (a change delivered again never undoes a later one). */
  promote_until_seq: string | null;
}

/** Days the studio closed (StudioDayClosed), until reopened. */
export interface ClosedDaysTable {
  fecha: string;
  motivo: string;
  closed_at: Date;
}

/** Class occurrences that will not take place (ClassOccurrenceCancelled), until restored. */
export interface CancelledOccurrencesTable {
  slot_id: number;
  fecha: string;
  hora: string;
  motivo: string;
  cause: 'occurrence' | 'day-closed' | 'moved';
  moved_to_slot_id: number | null;
  moved_to_fecha: string | null;
  moved_to_hora: string | null;
  cancelled_at: Date;
}

/** Turnos fijos: one row per member and weekly slot; `active` false once removed (kept for the position guard). */
export interface StandingBookingsTable {
  user_id: string;
  slot_id: number;
  since: string;
  active: boolean;
  stream_position: number;
}

/** The weeks of a turno fijo that could not be booked, with the refusal's code. */
export interface StandingBookingSkipsTable {
  user_id: string;
  slot_id: number;
  fecha: string;
  reason: string;
}

/** A member's late cancellation forgiven by the booking policy, in the studio month it counts in (forgiven-late-cancels@v1). */
export interface ForgivenLateCancelsTable {
  user_id: string;
  /** The LateCancelForgiven's position in the member's stream. */
  position: string;
  month: string;
  booking_id: number;
}

/** A booking that followed its moved class (booking-moves@v1), by the new booking's id. */
export interface BookingMovesTable {
  booking_id: number;
  from_booking_id: number;
  /** Studio time of the move, 'YYYY-MM-DD HH:MM'. */
  moved_at: string;
  from_fecha: string;
  from_hora: string;
}

/** The studio's rule for make-up classes, one row (makeup-settings@v1). */
export interface MakeupSettingsTable {
  id: number;
  enabled: boolean;
  valid_days: number;
  monthly_cap: number | null;
  closures_recoverable: boolean;
  last_position: number;
}

/** A member's make-up right (member-makeups@v1): the class it came from, its last day, and the class that uses it. */
export interface MemberMakeupsTable {
  makeup_id: number;
  user_id: string;
  slot_id: number;
  fecha: string;
  reason: 'cancel' | 'closure';
  granted_on: string;
  valid_until: string;
  booking_id: number | null;
  booked_fecha: string | null;
}
