import { fail } from '../../events/framework/errors';
import type { BillingEvent } from '../../events/catalog/billing.events';
import { addDays, nextMonthlyDate } from '../../domain/billing/monthly-account';
import { dayMonth } from '../../domain/booking/policy-ledger-lines';

/**
 * How pauses and studio closures move her monthly dates (docs/features/pauses.md). A pause or a closed day in the
 * month running lengthens it at once. A closed day in a month not charged yet is kept, and lengthens that month when
 * it is charged: the day is hers wherever it falls, and the month it falls in is the one that gets it.
 */
export interface DatesHeld {
  planId: number;
  datesFrom: string;
  endsOn: string | null;
}

export interface DatesState {
  charges: readonly { period: string }[];
  /** Closed days that moved her dates (and were not reopened). */
  closures?: string[];
  /** Closed days ahead, in months not charged yet, waiting for their month. */
  deferredClosures?: string[];
}

export type MoveDates = { userId: string; today: string; from: string; days: number; reason: string; closure?: string };

const nextOf = (plan: DatesHeld, state: DatesState, after: string) => nextMonthlyDate(plan.datesFrom, after, state.charges.map((ch) => ch.period));

/** A pause before her next monthly date moves them now; one after it belongs to a month she has not been charged. */
export function pauseMove(c: MoveDates, plan: DatesHeld, state: DatesState): BillingEvent[] {
  const next = nextOf(plan, state, c.today);
  if (c.from >= next) throw fail('PAUSE_AFTER_EXPIRY', { until: dayMonth(addDays(next, -1)) });
  // Every one of its days was a closed day that moved them already.
  if (c.days === 0) return [];
  return [{ type: 'MonthlyDatesMoved', data: { userId: c.userId, planId: plan.planId, days: c.days, nextPeriod: addDays(next, c.days), reason: c.reason } }];
}

/**
 * A closed day (days 1) moves the month running once, or is kept for its month; after her plan ends it gives nothing.
 * Reopened (days -1), it gives back what it moved, or is no longer kept.
 */
export function closureMove(c: MoveDates & { closure: string }, plan: DatesHeld, state: DatesState): BillingEvent[] {
  const { userId, closure } = c;
  const { planId } = plan;
  const applied = (state.closures ?? []).includes(closure);
  const deferred = (state.deferredClosures ?? []).includes(closure);
  const next = nextOf(plan, state, c.today);
  if (c.days < 0) {
    if (deferred) return [{ type: 'MonthlyDeferredClosureDropped', data: { userId, planId, closure, reason: `Estudio reabierto el ${dayMonth(closure)}: ese mes no se alarga` } }];
    return applied ? [{ type: 'MonthlyDatesMoved', data: { userId, planId, days: c.days, nextPeriod: addDays(next, c.days), reason: c.reason, closure } }] : [];
  }
  if (applied || deferred || (plan.endsOn && closure >= plan.endsOn)) return [];
  if (closure < next) return [{ type: 'MonthlyDatesMoved', data: { userId, planId, days: 1, nextPeriod: addDays(next, 1), reason: c.reason, closure } }];
  return [{ type: 'MonthlyClosureDeferred', data: { userId, planId, closure, reason: `Estudio cerrado el ${dayMonth(closure)}: el mes que lo incluye dura un día más` } }];
}

/** The month charged on `period` takes the kept closed days that fall in it, each lengthening it by a day. */
export function deferredInMonth(userId: string, period: string, plan: DatesHeld, state: DatesState): BillingEvent | undefined {
  const next = nextOf(plan, state, period);
  const closure = (state.deferredClosures ?? []).filter((d) => d >= period && d < next).sort()[0];
  if (closure === undefined) return undefined;
  return { type: 'MonthlyDatesMoved', data: { userId, planId: plan.planId, days: 1, nextPeriod: addDays(next, 1), reason: `Estudio cerrado el ${dayMonth(closure)}`, closure } };
}
