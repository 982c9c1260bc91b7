import type { PlanState } from '../plans/plan-tree';

/** One calendar week (Monday to Sunday, studio days): sessions planned and logged. */
export interface WeekCompliance {
  desde: string;
  hasta: string;
  planificados: number;
  realizados: number;
  /** realizados / planificados as 0..100 (capped at 100); null with nothing planned. */
  porcentaje: number | null;
}

const DAY_MS = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => toDay(new Date(toDate(day).getTime() + n * DAY_MS));

/** The Monday of the week a studio day falls in. */
export const mondayOf = (day: string) => addDays(day, -((toDate(day).getUTCDay() + 6) % 7));

/** The first day of the oldest of `weeks` weeks ending with today's. */
export const complianceFrom = (today: string, weeks: number) => addDays(mondayOf(today), -7 * (weeks - 1));

/**
 * Sessions a plan asks for in a calendar week: its days spread over its weeks (a 4-week plan of 3 days a week is
 * 3), rounded up; a plan with no days asks for none.
 */
export function plannedDaysPerWeek(plan: Pick<PlanState, 'weeks'>): number {
  const weeks = plan.weeks.length;
  const days = plan.weeks.reduce((n, w) => n + w.days.length, 0);
  return weeks === 0 ? 0 : Math.ceil(days / weeks);
}

/**
 * Per week, newest first: `planned` sessions a week (the member's plans together) against the sessions logged (their
 * studio days). Only the weeks since the member signed up (`joinedOn`, a studio day): a week before she existed is no
 * week she missed, so it is left out rather than shown at 0 %.
 */
export function weeklyCompliance(today: string, weeks: number, planned: number, sessionDays: readonly string[], joinedOn?: string): WeekCompliance[] {
  const perWeek = new Map<string, number>();
  for (const day of sessionDays) perWeek.set(mondayOf(day), (perWeek.get(mondayOf(day)) ?? 0) + 1);
  const out: WeekCompliance[] = [];
  for (let i = 0; i < weeks; i += 1) {
    const desde = addDays(mondayOf(today), -7 * i);
    if (joinedOn !== undefined && addDays(desde, 6) < joinedOn) break;
    const realizados = perWeek.get(desde) ?? 0;
    const porcentaje = planned === 0 ? null : Math.min(100, Math.round((realizados / planned) * 100));
    out.push({ desde, hasta: addDays(desde, 6), planificados: planned, realizados, porcentaje });
  }
  return out;
}
