import type { BookingCreditEvent, LateCancelEvent, OccurrenceEvent } from '../../events/catalog/booking.events';
import { DEFAULT_WAITLIST_CUTOFF_MINUTES, type BookingPolicy } from '../../events/catalog/catalog.events';
import type { FactsDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import {
  cancelBookingDecider,
  reserveSlotDecider,
  type BookingDecision,
  type CancelBooking,
  type CancelBookingFacts,
  type ReserveSlot,
  type ReserveSlotFacts,
  type StudioNow,
} from './booking.decider';
import { minutesUntilClass } from './waitlist.decider';

/**
 * The booking policy a discipline sets, as pure rules on top of booking's facts deciders:
 *  - booking opens `opensDaysAhead` days before the class (the agenda horizon stays the outer limit);
 *  - booking closes `closesMinutesBefore` minutes before it starts;
 *  - a member's cancellation is free until `freeCancelHoursBefore` hours before; later it forfeits the credit,
 *    except for the first `freeLateCancelsPerMonth` late cancellations of the member in the calendar month.
 * The discipline's policy (DisciplineBookingPolicySet) and the member's forgiven late cancellations per month are
 * facts the booking queries read under the same stream locks (projections/booking/booking-facts.queries.ts).
 * A package limited to one discipline books only that discipline's classes, and the agenda says so
 * before the member taps the class ("credits first": web/src/features/booking/bookable.ts).
 */

/** Today's rules: no window of its own, cancellation free until the class starts, waitlist automatic until 2 h before. */
export const STUDIO_DEFAULT_POLICY: BookingPolicy = {
  opensDaysAhead: null, closesMinutesBefore: 0, freeCancelHoursBefore: null, freeLateCancelsPerMonth: 0, waitlistCutoffMinutesBefore: DEFAULT_WAITLIST_CUTOFF_MINUTES,
};

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** 'YYYY-MM-DD' as members read it: 20/11. */
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** The studio day booking opens for a class on `fecha` (from its first minute), or null when only the agenda's horizon limits it. */
export const bookingOpensOn = (policy: BookingPolicy, fecha: string): string | null =>
  policy.opensDaysAhead === null ? null : addDays(fecha, -policy.opensDaysAhead);

/** Why the policy's window refuses this class now, if it does. */
export function bookingWindowRefusal(policy: BookingPolicy, fecha: string, hora: string, now: StudioNow) {
  const opensOn = bookingOpensOn(policy, fecha);
  if (opensOn !== null && now.date < opensOn) return fail('BOOKING_NOT_OPEN_YET', { opensOn: dayMonth(opensOn) });
  if (policy.closesMinutesBefore > 0 && minutesUntilClass(fecha, hora, now) < policy.closesMinutesBefore) {
    return fail('BOOKING_CLOSED', { minutes: policy.closesMinutesBefore });
  }
  return undefined;
}

export interface PolicyReserveFacts extends ReserveSlotFacts {
  /** The policy of the slot's discipline (STUDIO_DEFAULT_POLICY when it has none). */
  policy: BookingPolicy;
  /** The slot's discipline, and the ones the member's package is limited to (empty, null or absent: every discipline). */
  slotDisciplineId?: number | null;
  packageDisciplineIds?: readonly number[] | null;
}

/** Why the member's package does not cover this class's discipline, if it does not (the package's set of disciplines; empty = todas). */
export function packageDisciplineRefusal(packageDisciplineIds: readonly number[] | null | undefined, slotDisciplineId: number | null | undefined) {
  if (!packageDisciplineIds?.length || slotDisciplineId == null || packageDisciplineIds.includes(slotDisciplineId)) return undefined;
  return fail('PACKAGE_NOT_FOR_DISCIPLINE');
}

/**
 * ReserveSlot under a policy: booking's own rules first (slot, date, package, credits, places), then the package's
 * discipline, then the window.
 */
export const policyReserveDecider: FactsDecider<PolicyReserveFacts, ReserveSlot, BookingDecision> = {
  decide(command, facts) {
    const decision = reserveSlotDecider.decide(command, facts);
    const notIncluded = packageDisciplineRefusal(facts.packageDisciplineIds, facts.slotDisciplineId);
    if (notIncluded) throw notIncluded;
    const refusal = bookingWindowRefusal(facts.policy, command.fecha, facts.slot!.hora, command.now); // the slot exists: booking decided
    if (refusal) throw refusal;
    return decision;
  },
};

/** What a cancellation costs, as the member sees it before confirming ("Cancelar ahora no devuelve el crédito"). */
export type CancelTerms =
  | { kind: 'free' }
  | { kind: 'late-forgiven'; month: string; used: number; allowance: number }
  | { kind: 'late-forfeit'; month: string };

/** A booking as the cancel terms see it: its class, and when the studio moved it there (if it did). */
interface BookedClass {
  fecha: string;
  hora: string;
  movedAt?: string | null;
}

/**
 * A booking that followed a moved class was put there by the studio, not chosen: if the move came after the new
 * class's free-cancellation limit, the member never had a free chance, so cancelling stays free until it starts.
 * A move made earlier leaves the normal limit (the member had until then to decide).
 */
export function movedInsideLateWindow(policy: BookingPolicy, booking: BookedClass): boolean {
  if (!booking.movedAt || policy.freeCancelHoursBefore === null) return false;
  const [date, time] = booking.movedAt.split(' ');
  const [h, m] = time!.split(':').map(Number);
  return minutesUntilClass(booking.fecha, booking.hora, { date: date!, minutes: h! * 60 + m! }) < policy.freeCancelHoursBefore * 60;
}

/**
 * The terms of cancelling this class now. The studio's own cancellations (an admin, a schedule change) are always
 * free; a member's are late once fewer than `freeCancelHoursBefore` hours are left before the class, unless the
 * studio moved the class into that window (movedInsideLateWindow).
 */
export function cancellationTerms(
  policy: BookingPolicy,
  booking: BookedClass,
  by: 'admin' | 'member' | 'system',
  now: StudioNow,
  lateCancelsForgivenThisMonth: number,
): CancelTerms {
  if (by !== 'member' || policy.freeCancelHoursBefore === null || movedInsideLateWindow(policy, booking)) return { kind: 'free' };
  if (minutesUntilClass(booking.fecha, booking.hora, now) >= policy.freeCancelHoursBefore * 60) return { kind: 'free' };
  const month = now.date.slice(0, 7);
  if (lateCancelsForgivenThisMonth < policy.freeLateCancelsPerMonth) {
    return { kind: 'late-forgiven', month, used: lateCancelsForgivenThisMonth + 1, allowance: policy.freeLateCancelsPerMonth };
  }
  return { kind: 'late-forfeit', month };
}

export interface PolicyCancelFacts extends CancelBookingFacts {
  policy: BookingPolicy;
  /** LateCancelForgiven events of the booking's member in the current studio month. */
  lateCancelsForgivenThisMonth: number;
}

export interface PolicyCancelDecision {
  occurrence: OccurrenceEvent[];
  member: (BookingCreditEvent | LateCancelEvent)[];
  terms: CancelTerms;
}

/**
 * CancelBooking under a policy: booking's decision (who may cancel, until when, the place back), then the credit by
 * the terms: back when free; back with LateCancelForgiven when late within the allowance; kept, with CreditForfeited,
 * when late beyond it. A credit booking would not give back anyway (no active package) stays as booking decided.
 */
export const policyCancelDecider: FactsDecider<PolicyCancelFacts, CancelBooking, PolicyCancelDecision> = {
  decide(command, facts) {
    const decision = cancelBookingDecider.decide(command, facts);
    const booking = facts.booking!; // booking refuses a missing one
    const terms = cancellationTerms(facts.policy, booking, command.actor.role, command.now, facts.lateCancelsForgivenThisMonth);
    const restored = decision.member.find((e) => e.type === 'CreditRestored');
    if (terms.kind === 'free' || !restored) return { ...decision, terms };
    const late = { userId: booking.userId, bookingId: booking.id, slotId: booking.slotId, fecha: booking.fecha, month: terms.month };
    if (terms.kind === 'late-forgiven') {
      return { ...decision, member: [...decision.member, { type: 'LateCancelForgiven', data: { ...late, used: terms.used, allowance: terms.allowance } }], terms };
    }
    return { ...decision, member: [{ type: 'CreditForfeited', data: { ...late, reason: 'late-cancel' } }], terms };
  },
};

/** What the member's cancel dialog says before confirming (getReservasByIdUsr's `cancelacion`). */
export interface CancelNotice {
  /** Until when (studio time, 'YYYY-MM-DD HH:MM') cancelling is free; null when it is free until the class starts. */
  gratis_hasta: string | null;
  /** Whether cancelling now gives the credit back. */
  devuelve_credito: boolean;
  /** Late cancellations still free this month, counting this one as used when it would be late; null when none apply. */
  tardias_sin_costo_restantes: number | null;
}

/** The member's view of cancellationTerms for one booking, now. */
export function cancelNotice(policy: BookingPolicy, booking: BookedClass, now: StudioNow, lateCancelsForgivenThisMonth: number): CancelNotice {
  const terms = cancellationTerms(policy, booking, 'member', now, lateCancelsForgivenThisMonth);
  const freeUntilStart = policy.freeCancelHoursBefore === null || movedInsideLateWindow(policy, booking);
  const gratis_hasta = freeUntilStart ? null : minutesBeforeClass(booking, policy.freeCancelHoursBefore! * 60);
  if (terms.kind === 'late-forgiven') return { gratis_hasta, devuelve_credito: true, tardias_sin_costo_restantes: terms.allowance - terms.used };
  return { gratis_hasta, devuelve_credito: terms.kind === 'free', tardias_sin_costo_restantes: null };
}

/** The class's start minus `minutes`, as studio wall time ('YYYY-MM-DD HH:MM'). */
export function minutesBeforeClass(booking: { fecha: string; hora: string }, minutes: number): string {
  const [h, m] = booking.hora.split(':').map(Number);
  const at = new Date(`${booking.fecha}T00:00:00Z`);
  at.setUTCMinutes(h! * 60 + m! - minutes);
  return `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 16)}`;
}
