import type { HealthGate } from '../health/statement-validity';
import type { MemberCredit, SlotFacts } from './booking-facts';

/**
 * What the attendance deciders decide on (services/attendance/*.decider.ts), as the facts queries read it under the
 * stream locks (projections/attendance/attendance-facts.queries.ts): pure data both sides share.
 */

/** A booking as the read side holds it, with its attendance. */
export interface AttendanceFacts {
  booking: { id: number; slotId: number; fecha: string; hora: string; userId: string; active: boolean; durationMinutes?: number | null } | undefined;
  status: 'attended' | 'no_show' | null;
  /** The booking's member deleted her account: nothing more is recorded for her (absent: not deleted). */
  memberDeleted?: boolean;
  /** Her health statement's expiry, read only when the studio blocks members without a valid one. */
  health?: HealthGate | null;
}

/** What staff booking a member reads under the occurrence's and the member's locks. */
export interface StaffBookFacts {
  /** `fecha` and `exception` as booking reads them (a one-off class's date; a closed day or cancelled class). */
  slot: Pick<SlotFacts, 'id' | 'diaSemana' | 'hora' | 'cupoMaximo' | 'fecha' | 'exception'> | undefined;
  booked: number;
  memberHolds: boolean;
  memberExists: boolean;
  member: MemberCredit;
  /** Her health statement's expiry, read only when the studio blocks members without a valid one (as booking's). */
  health?: HealthGate | null;
}
