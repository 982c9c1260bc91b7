/**
 * What a studio does when a member in debt books a class: let her ("permitir"), let her with a notice ("avisar"), or
 * refuse once she has been "en mora" for `blockAfterDays` days ("bloquear"). The booking decider asks this with the
 * member's days in mora read among its facts, so the rule lives in one place.
 */
export type DebtBookingMode = 'permitir' | 'avisar' | 'bloquear';

export interface DebtBookingPolicy {
  mode: DebtBookingMode;
  /** With "bloquear": days in mora from which a booking is refused (0: from the first day in mora). */
  blockAfterDays: number;
}

export const defaultDebtBookingPolicy: DebtBookingPolicy = { mode: 'permitir', blockAfterDays: 0 };

export type DebtBookingVerdict = { kind: 'allow' } | { kind: 'warn'; owed: number } | { kind: 'block'; owed: number; daysInMora: number };

/** The verdict for a member who owes `owed` centavos and has been `daysInMora` days in mora (0: not in mora). */
export function debtBookingVerdict(policy: DebtBookingPolicy, owed: number, daysInMora: number): DebtBookingVerdict {
  if (owed <= 0 || policy.mode === 'permitir') return { kind: 'allow' };
  if (policy.mode === 'avisar') return { kind: 'warn', owed };
  return daysInMora > 0 && daysInMora >= policy.blockAfterDays ? { kind: 'block', owed, daysInMora } : { kind: 'warn', owed };
}

/**
 * What booking reads when the studio blocks members in debt (`debt` in its facts): what she owes, her oldest month
 * with something owed, and the studio's grace and block days. Absent when the studio does not block.
 */
export interface DebtGate {
  owed: number;
  oldestOwed: string | null;
  graceDays: number;
  blockAfterDays: number;
}

/** Days in mora on `today` a booking is refused for, or null when it goes ahead. */
export function debtBlocksBooking(gate: DebtGate, today: string): number | null {
  if (gate.owed <= 0 || !gate.oldestOwed) return null;
  const overdue = Math.max(0, Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${gate.oldestOwed}T00:00:00Z`)) / 86_400_000));
  const verdict = debtBookingVerdict({ mode: 'bloquear', blockAfterDays: gate.blockAfterDays }, gate.owed, Math.max(0, overdue - gate.graceDays));
  return verdict.kind === 'block' ? verdict.daysInMora : null;
}
