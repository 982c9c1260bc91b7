import type { SlotFacts, StudioNow } from '../booking/booking-facts';

/**
 * What a trial class is decided on, read in the statement that locks the class's occurrence stream and the leads'
 * stream (projections/trials/trial-facts.queries.ts): the class and its places as a booking reads them, whether
 * this person already came through (a lead with her email or phone) or is a member, and the studio's setting.
 */
export interface BookTrialFacts {
  slot: SlotFacts | undefined;
  /** Places taken: bookings and trials that still hold one. */
  booked: number;
  leadExists: boolean;
  memberExists: boolean;
  autoConfirm: boolean;
}

/** A trial class as staff act on it, read under its occurrence's lock. */
export interface TrialFacts {
  trialId: string;
  slotId: number;
  fecha: string;
  hora: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  attended: boolean;
}

export type { StudioNow };
