import { describe, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import type { BillingEvent } from '../../events/catalog/billing.events';
import { monthlyAccountDecider, type MonthlyAccountCommand } from './monthly-account.decider';

const spec = streamDeciderSpec(monthlyAccountDecider);
const u = 'user_1';
const plan: BillingEvent = { type: 'MonthlyPlanAssigned', data: { userId: u, planId: 7, name: 'Libre', monthlyPrice: 2_500_000, allowance: { kind: 'libre' }, startsOn: '2026-11-05' } };
const charge = (period: string): BillingEvent => ({ type: 'MonthlyChargeDue', data: { userId: u, planId: 7, period, amount: 2_500_000, reason: 'Renovación mensual' } });
const cmd = (c: Record<string, unknown>, today = '2026-11-20') => ({ userId: u, today, ...c }) as MonthlyAccountCommand;
const close = (closure: string, days: 1 | -1 = 1, today?: string) =>
  cmd({ type: 'MoveMonthlyDates', from: closure, days, closure, reason: `${days > 0 ? 'Estudio cerrado el' : 'Estudio reabierto el'} ${closure.slice(8, 10)}/${closure.slice(5, 7)}` }, today);
const deferred = (closure: string): BillingEvent => ({ type: 'MonthlyClosureDeferred', data: { userId: u, planId: 7, closure, reason: `Estudio cerrado el ${closure.slice(8, 10)}/${closure.slice(5, 7)}: el mes que lo incluye dura un día más` } });
const movedBy = (closure: string, days: number, nextPeriod: string): BillingEvent => ({
  type: 'MonthlyDatesMoved',
  data: { userId: u, planId: 7, days, nextPeriod, reason: `${days > 0 ? 'Estudio cerrado el' : 'Estudio reabierto el'} ${closure.slice(8, 10)}/${closure.slice(5, 7)}`, closure },
});
const running = [plan, charge('2026-11-05')];

describe('a closed studio day and her monthly dates', () => {
  it('lengthens the month running at once, and only once', () => {
    spec.given(running).when(close('2026-11-25')).then([movedBy('2026-11-25', 1, '2026-12-06')]);
    spec.given([...running, movedBy('2026-11-25', 1, '2026-12-06')]).when(close('2026-11-25')).then([]);
  });

  it('keeps a day in a month not charged yet, and gives it to that month when it is charged', () => {
    spec.given(running).when(close('2026-12-15')).then([deferred('2026-12-15')]);
    spec.given([...running, deferred('2026-12-15')]).when(close('2026-12-15')).then([]);
    spec.given([...running, deferred('2026-12-15')]).when(cmd({ type: 'ChargeDueMonths' }, '2026-12-05'))
      .then([charge('2026-12-05'), movedBy('2026-12-15', 1, '2027-01-06')]);
  });

  it('moves every month after a lengthened one, when the renewals catch up several months at once', () => {
    const given = [...running, deferred('2026-12-15'), deferred('2027-01-10')];
    spec.given(given).when(cmd({ type: 'ChargeDueMonths' }, '2027-02-08')).then([
      charge('2026-12-05'), movedBy('2026-12-15', 1, '2027-01-06'),
      charge('2027-01-06'), movedBy('2027-01-10', 1, '2027-02-07'),
      charge('2027-02-07'),
    ]);
  });

  it('reopened before its month, the kept day is dropped; reopened after, the month gives it back', () => {
    spec.given([...running, deferred('2026-12-15')]).when(close('2026-12-15', -1)).then([
      { type: 'MonthlyDeferredClosureDropped', data: { userId: u, planId: 7, closure: '2026-12-15', reason: 'Estudio reabierto el 15/12: ese mes no se alarga' } },
    ]);
    const lengthened = [...running, deferred('2026-12-15'), charge('2026-12-05'), movedBy('2026-12-15', 1, '2027-01-06')];
    spec.given(lengthened).when(close('2026-12-15', -1, '2026-12-10')).then([movedBy('2026-12-15', -1, '2027-01-05')]);
    spec.given([...running, deferred('2026-12-15'), { type: 'MonthlyDeferredClosureDropped', data: { userId: u, planId: 7, closure: '2026-12-15', reason: 'x' } }])
      .when(cmd({ type: 'ChargeDueMonths' }, '2026-12-05')).then([charge('2026-12-05')]);
  });

  it('gives nothing for a day after her plan ends', () => {
    const cancelled: BillingEvent = { type: 'MonthlyPlanCancelled', data: { userId: u, planId: 7, endsOn: '2026-12-05', reason: 'Me mudo', cancelledAt: 'x', byMember: true } };
    spec.given([...running, cancelled]).when(close('2026-12-15')).then([]);
  });
});
