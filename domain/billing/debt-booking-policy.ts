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
