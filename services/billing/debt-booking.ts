import { fail } from '../../events/framework/errors';
import { debtBookingVerdict, type DebtBookingPolicy } from '../../domain/billing/debt-booking-policy';

/** The studio's rule for a member in debt, as a booking applies it: refuses when it blocks, else says whether to warn. */
export function refuseBookingInDebt(policy: DebtBookingPolicy, owed: number, daysInMora: number): { warnOwed: number | null } {
  const verdict = debtBookingVerdict(policy, owed, daysInMora);
  if (verdict.kind === 'block') throw fail('DEBT_BOOKING_BLOCKED', { days: verdict.daysInMora });
  return { warnOwed: verdict.kind === 'warn' ? verdict.owed : null };
}
