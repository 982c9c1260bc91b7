/**
 * A member's pauses ("congelar el abono") as a studio limits them: how many in a calendar year and how many days in
 * all, never two over the same days. Pure: dates are studio `YYYY-MM-DD`, `to` is a pause's last day.
 */

export interface PauseSettings {
  maxPerYear: number;
  maxDaysPerYear: number;
  /** 'automatica': approved as she asks; 'estudio': it waits for staff. */
  approval: 'automatica' | 'estudio';
}

/** Two pauses a year, 30 days in all, approved by the studio: the usual rule of the studios this copies. */
export const DEFAULT_PAUSE_SETTINGS: PauseSettings = { maxPerYear: 2, maxDaysPerYear: 30, approval: 'estudio' };

/** A package's own limits (a credit package, or the monthly plans built from it), over the studio's. */
export interface PlanPauseLimits {
  packageId: number;
  maxPerYear: number;
  maxDaysPerYear: number;
}

/** The rule her pauses keep: the studio's, or the limits of the package she holds; `packageId` says whose. */
export type PauseRule = PauseSettings & { packageId?: number };

/** The limits of the package she holds when it has its own, else the studio's; who approves is always the studio's. */
export function pauseRuleFor(studio: PauseSettings, limits: readonly PlanPauseLimits[], packageId: number | undefined): PauseRule {
  const own = packageId === undefined ? undefined : limits.find((l) => l.packageId === packageId);
  return own ? { ...studio, maxPerYear: own.maxPerYear, maxDaysPerYear: own.maxDaysPerYear, packageId: own.packageId } : studio;
}

/** 'anulada': she took it back before it began (PauseEnded with no day kept). */
export type PauseStatus = 'pendiente' | 'aprobada' | 'rechazada' | 'anulada';

export interface Pause {
  pauseId: number;
  from: string;
  to: string;
  days: number;
  status: PauseStatus;
}

/** A pause pending or approved takes its days; a rejected or withdrawn one gave none. */
export const holds = (p: Pause) => p.status === 'pendiente' || p.status === 'aprobada';

/** What she has used of the year `year` (pauses counted by the year they start in). */
export function usedInYear(pauses: readonly Pause[], year: string): { pauses: number; days: number } {
  const mine = pauses.filter((p) => holds(p) && p.from.startsWith(year));
  return { pauses: mine.length, days: mine.reduce((sum, p) => sum + p.days, 0) };
}

/** The pause (pending or approved) that covers `day`, if any. */
export const pauseOn = (pauses: readonly Pause[], day: string) => pauses.find((p) => holds(p) && p.from <= day && day <= p.to);

/**
 * How many of these closed days (the ones that already moved her dates) fall from `from` to `to`: a pause over them
 * gives them no second time, and gives them no second time back.
 */
export const closedDaysIn = (closures: readonly string[] | undefined, from: string, to: string) => (closures ?? []).filter((d) => d >= from && d <= to).length;

export const overlaps = (pauses: readonly Pause[], from: string, to: string) => pauses.some((p) => holds(p) && p.from <= to && from <= p.to);

export type PauseRefusal =
  | { code: 'PAUSES_DISABLED' }
  | { code: 'PAUSE_LIMIT_COUNT'; max: number }
  | { code: 'PAUSE_LIMIT_DAYS'; left: number };

/** Whether the studio's limits leave room for `days` more from `from`'s year. */
export function limitRefusal(pauses: readonly Pause[], settings: PauseSettings, from: string, days: number): PauseRefusal | null {
  if (settings.maxPerYear === 0 || settings.maxDaysPerYear === 0) return { code: 'PAUSES_DISABLED' };
  const used = usedInYear(pauses, from.slice(0, 4));
  if (used.pauses >= settings.maxPerYear) return { code: 'PAUSE_LIMIT_COUNT', max: settings.maxPerYear };
  if (used.days + days > settings.maxDaysPerYear) return { code: 'PAUSE_LIMIT_DAYS', left: Math.max(0, settings.maxDaysPerYear - used.days) };
  return null;
}
