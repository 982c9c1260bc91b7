/**
 * How a monthly plan gives classes (docs/features/monthly-plans.md): the package's classes a month, a number a week,
 * or unlimited ("pase libre"). Pure: dates are studio `YYYY-MM-DD`.
 */
import type { MonthlyAllowance } from '../../events/catalog/billing.events';
import type { PlanAllowance } from '../../events/catalog/packages.events';
import { addDays, daysBetween } from './monthly-account';

/** Two classes a day, every day: more is not a weekly plan but a typo. */
export const MAX_CLASSES_PER_WEEK = 14;

/** Monday of `date`'s week (weeks run Monday to Sunday, as a studio's calendar). */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** How many Monday-to-Sunday weeks the days from `from` to the day before `until` touch. */
export function weeksTouched(from: string, until: string): number {
  if (until <= from) return 0;
  return daysBetween(weekStart(from), weekStart(addDays(until, -1))) / 7 + 1;
}

/**
 * The credits her month holds from `from` to the day before `until`. By the week, as many as the weeks it touches
 * allow, so the weekly cap is what stops her; unlimited, one for each of the studio's weekly classes on each day
 * (`weeklySlots`), more than the schedule can ever give her in the month, since she holds one place per class.
 */
export function monthCredits(allowance: MonthlyAllowance, from: string, until: string, weeklySlots: number): number {
  switch (allowance.kind) {
    case 'por_mes': return allowance.classes;
    case 'por_semana': return allowance.classes * weeksTouched(from, until);
    case 'libre': return Math.max(1, weeklySlots) * Math.max(1, daysBetween(from, until));
  }
}

/** What her month's package carries besides the credits: nothing for classes a month. */
export const packageAllowance = (allowance: MonthlyAllowance): PlanAllowance | undefined =>
  allowance.kind === 'por_mes' ? undefined : allowance.kind === 'libre' ? { kind: 'libre' } : { kind: 'por_semana', classes: allowance.classes };

/** Her bookings that week against her plan's weekly classes, read only when her month is by the week. */
export interface WeeklyGate {
  limit: number;
  booked: number;
}

export const weeklyLimitReached = (gate: WeeklyGate | null | undefined): boolean => !!gate && gate.booked >= gate.limit;

/** A plan's classes in words, for her and for staff: "8 clases por mes", "2 clases por semana", "clases libres". */
export function allowanceLabel(allowance: MonthlyAllowance): string {
  switch (allowance.kind) {
    case 'por_mes': return `${allowance.classes} ${allowance.classes === 1 ? 'clase' : 'clases'} por mes`;
    case 'por_semana': return `${allowance.classes} ${allowance.classes === 1 ? 'clase' : 'clases'} por semana`;
    case 'libre': return 'clases libres';
  }
}
