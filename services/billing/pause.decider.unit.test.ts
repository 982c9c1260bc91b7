import { describe, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import type { BillingEvent } from '../../events/catalog/billing.events';
import type { PauseSettings } from '../../domain/billing/pause-rules';
import { monthlyAccountDecider, type MonthlyAccountCommand } from './monthly-account.decider';
import { pauseDecider, type PauseCommand } from './pause.decider';

const spec = streamDeciderSpec(pauseDecider);
const u = 'user_1';
const settings: PauseSettings = { maxPerYear: 2, maxDaysPerYear: 30, approval: 'estudio' };
const assigned = { type: 'PackageAssigned', data: { userId: u, packageId: 3, validUntil: '2027-01-01', credits: 8 } } as const;
const requested = (pauseId: number, from: string, to: string, days: number) => ({ type: 'PauseRequested', data: { userId: u, pauseId, from, to, days, requestedAt: 'now' } }) as const;
const approved = (pauseId: number) => ({ type: 'PauseApproved', data: { userId: u, pauseId } }) as const;
const ask = (c: Partial<Extract<PauseCommand, { type: 'RequestPause' }>> = {}) =>
  ({ type: 'RequestPause', userId: u, today: '2026-12-03', pauseId: 1, from: '2026-12-10', days: 14, now: 'now', settings, bookingsInRange: 0, monthlyPlan: false, ...c }) as PauseCommand;

describe('RequestPause', () => {
  it('asks the studio when it approves pauses itself', () => {
    spec.given([assigned]).when(ask()).then([requested(1, '2026-12-10', '2026-12-23', 14)]);
  });
  it('moves her package’s end by the pause’s days when pauses are approved automatically', () => {
    spec.given([assigned]).when(ask({ settings: { ...settings, approval: 'automatica' } })).then([
      requested(1, '2026-12-10', '2026-12-23', 14),
      approved(1),
      { type: 'PackageExpiryMoved', data: { userId: u, packageId: 3, from: '2027-01-01', validUntil: '2027-01-15', days: 14, reason: 'Pausa del 10/12 al 23/12', pauseId: 1 } },
    ]);
  });
  it('refuses a pause starting today or earlier, or with no days', () => {
    spec.given([assigned]).when(ask({ from: '2026-12-03' })).thenRejects({ status: 400, code: 'PAUSE_IN_PAST' });
    spec.given([assigned]).when(ask({ days: 0 })).thenRejects({ status: 400, code: 'PAUSE_DAYS_INVALID' });
  });
  it('refuses when she holds nothing, or the pause starts after what she holds ends', () => {
    spec.given([]).when(ask()).thenRejects({ status: 409, code: 'NOTHING_TO_PAUSE' });
    spec.given([assigned]).when(ask({ from: '2027-01-01' })).thenRejects({ status: 409, code: 'PAUSE_AFTER_EXPIRY', detail: 'Lo que tienes vale hasta el 31/12: la pausa tiene que empezar antes.' });
  });
  it('refuses a second pause while one waits, and one over the days of another', () => {
    spec.given([assigned, requested(1, '2026-12-10', '2026-12-23', 14)]).when(ask({ pauseId: 2, from: '2026-12-28', days: 3 })).thenRejects({ status: 409, code: 'PAUSE_PENDING' });
    spec.given([assigned, requested(1, '2026-12-10', '2026-12-23', 14), approved(1)]).when(ask({ pauseId: 2, from: '2026-12-20', days: 3 })).thenRejects({ status: 409, code: 'PAUSE_OVERLAPS' });
  });
  it('keeps to the studio’s limits of pauses and days a year', () => {
    const one = [assigned, requested(1, '2026-12-05', '2026-12-06', 2), approved(1)];
    spec.given(one).when(ask({ pauseId: 2, days: 29 })).thenRejects({ status: 409, code: 'PAUSE_LIMIT_DAYS', detail: 'Te quedan 28 días de pausa este año.' });
    spec.given(one).when(ask({ pauseId: 2, settings: { ...settings, maxPerYear: 1 } })).thenRejects({ status: 409, code: 'PAUSE_LIMIT_COUNT', detail: 'El estudio permite una pausa por año y ya las usaste.' });
    spec.given([assigned]).when(ask({ settings: { ...settings, maxPerYear: 0 } })).thenRejects({ status: 409, code: 'PAUSES_DISABLED' });
  });
  it('keeps the limits of the package she holds over the studio’s, and the studio’s for a package without its own', () => {
    const one = [assigned, requested(1, '2026-12-05', '2026-12-06', 2), approved(1)];
    const limits = [{ packageId: 3, maxPerYear: 1, maxDaysPerYear: 15 }];
    spec.given(one).when(ask({ pauseId: 2, days: 3, planLimits: limits })).thenRejects({ status: 409, code: 'PAUSE_LIMIT_COUNT', detail: 'El estudio permite una pausa por año y ya las usaste.' });
    spec.given([assigned]).when(ask({ days: 16, planLimits: limits })).thenRejects({ status: 409, code: 'PAUSE_LIMIT_DAYS', detail: 'Te quedan 15 días de pausa este año.' });
    spec.given([assigned]).when(ask({ days: 20, planLimits: [{ packageId: 9, maxPerYear: 1, maxDaysPerYear: 15 }] })).then([requested(1, '2026-12-10', '2026-12-29', 20)]);
    spec.given([assigned]).when(ask({ planLimits: [{ packageId: 3, maxPerYear: 0, maxDaysPerYear: 0 }] })).thenRejects({ status: 409, code: 'PAUSES_DISABLED' });
  });
  it('keeps her monthly plan’s package’s limits when no package of hers runs, and a more generous one’s too', () => {
    const limits = [{ packageId: 7, maxPerYear: 4, maxDaysPerYear: 60 }];
    spec.given([]).when(ask({ days: 10, monthlyPlan: true, monthlyPlanId: 7, planLimits: [{ packageId: 7, maxPerYear: 1, maxDaysPerYear: 5 }] })).thenRejects({ status: 409, code: 'PAUSE_LIMIT_DAYS', detail: 'Te quedan 5 días de pausa este año.' });
    spec.given([]).when(ask({ days: 45, monthlyPlan: true, monthlyPlanId: 7, planLimits: limits })).then([requested(1, '2026-12-10', '2027-01-23', 45)]);
  });
  it('refuses a pause over her booked classes', () => {
    spec.given([assigned]).when(ask({ bookingsInRange: 2 })).thenRejects({ status: 409, code: 'PAUSE_HAS_BOOKINGS', detail: 'Tienes 2 turnos reservados en esos días: cancélalos antes de pausar.' });
  });
});

describe('ApprovePause and RejectPause', () => {
  const waiting = [assigned, requested(1, '2026-12-10', '2026-12-23', 14)];
  const decide = (c: Record<string, unknown>) => ({ userId: u, today: '2026-12-04', pauseId: 1, ...c }) as PauseCommand;
  it('approves with the expiry moved, once', () => {
    spec.given(waiting).when(decide({ type: 'ApprovePause' })).then([
      approved(1),
      { type: 'PackageExpiryMoved', data: { userId: u, packageId: 3, from: '2027-01-01', validUntil: '2027-01-15', days: 14, reason: 'Pausa del 10/12 al 23/12', pauseId: 1 } },
    ]);
    spec.given([...waiting, approved(1)]).when(decide({ type: 'ApprovePause' })).thenRejects({ status: 409, code: 'PAUSE_NOT_PENDING' });
    spec.given(waiting).when(decide({ type: 'ApprovePause', pauseId: 9 })).thenRejects({ status: 404, code: 'PAUSE_NOT_FOUND' });
  });
  it('rejects with a reason', () => {
    spec.given(waiting).when(decide({ type: 'RejectPause', reason: ' ' })).thenRejects({ status: 400, code: 'REASON_REQUIRED' });
    spec.given(waiting).when(decide({ type: 'RejectPause', reason: 'Vacaciones ya usadas' })).then([{ type: 'PauseRejected', data: { userId: u, pauseId: 1, reason: 'Vacaciones ya usadas' } }]);
  });
  it('refuses anything on a deleted account', () => {
    spec.given(waiting).when({ ...decide({ type: 'ApprovePause' }), memberDeleted: true }).thenRejects({ status: 409, code: 'USER_DELETED' });
  });
});

describe('MoveMonthlyDates', () => {
  const monthly = streamDeciderSpec(monthlyAccountDecider);
  const plan: BillingEvent = { type: 'MonthlyPlanAssigned', data: { userId: u, planId: 7, name: 'Libre', monthlyPrice: 2_500_000, allowance: { kind: 'libre' }, startsOn: '2026-11-05' } };
  const charge = (period: string): BillingEvent => ({ type: 'MonthlyChargeDue', data: { userId: u, planId: 7, period, amount: 2_500_000, reason: 'Renovación mensual' } });
  const moved: BillingEvent = { type: 'MonthlyDatesMoved', data: { userId: u, planId: 7, days: 14, nextPeriod: '2026-12-19', reason: 'Pausa del 01/12 al 14/12' } };
  const cmd = (c: Record<string, unknown>, today = '2026-11-20') => ({ userId: u, today, ...c }) as MonthlyAccountCommand;
  it('moves her next monthly date and the ones after it by the pause’s days', () => {
    monthly.given([plan, charge('2026-11-05')]).when(cmd({ type: 'MoveMonthlyDates', from: '2026-12-01', days: 14, reason: 'Pausa del 01/12 al 14/12' })).then([moved]);
    monthly.given([plan, charge('2026-11-05'), moved]).when(cmd({ type: 'ChargeDueMonths' }, '2027-01-19')).then([charge('2026-12-19'), charge('2027-01-19')]);
  });
  it('ends a cancelled plan on the moved date, and refuses a pause starting after the month running', () => {
    monthly.given([plan, charge('2026-11-05'), moved]).when(cmd({ type: 'CancelMonthlyPlan', reason: 'Me mudo', now: 'x', byMember: true }, '2026-12-10')).then([
      { type: 'MonthlyPlanCancelled', data: { userId: u, planId: 7, endsOn: '2026-12-19', reason: 'Me mudo', cancelledAt: 'x', byMember: true } },
    ]);
    monthly.given([plan, charge('2026-11-05')]).when(cmd({ type: 'MoveMonthlyDates', from: '2026-12-05', days: 3, reason: 'x' })).thenRejects({ status: 409, code: 'PAUSE_AFTER_EXPIRY' });
  });
});

describe('MoveForClosure', () => {
  const close = (days: 1 | -1, fecha = '2026-12-15') => ({ type: 'MoveForClosure', userId: u, today: '2026-12-04', fecha, days }) as PauseCommand;
  const moved = (days: number, validUntil: string, reason: string) => ({ type: 'PackageExpiryMoved', data: { userId: u, packageId: 3, from: days > 0 ? '2027-01-01' : '2027-01-02', validUntil, days, reason, closure: '2026-12-15' } }) as const;
  it('gives her the closed day once, and takes it back only when that closure gave it', () => {
    spec.given([assigned]).when(close(1)).then([moved(1, '2027-01-02', 'Estudio cerrado el 15/12')]);
    spec.given([assigned, moved(1, '2027-01-02', 'Estudio cerrado el 15/12')]).when(close(1)).then([]);
    spec.given([assigned, moved(1, '2027-01-02', 'Estudio cerrado el 15/12')]).when(close(-1)).then([moved(-1, '2027-01-01', 'Estudio reabierto el 15/12')]);
    spec.given([assigned]).when(close(-1)).then([]);
  });
  it('moves nothing for a package ending before the day, or a day her pause already covers', () => {
    spec.given([assigned]).when(close(1, '2027-01-01')).then([]);
    spec.given([assigned, requested(1, '2026-12-10', '2026-12-23', 14), approved(1)]).when(close(1)).then([]);
  });
  it('a pause approved over a day the closure gave moves her package by its other days, and gives only those back', () => {
    const closed = moved(1, '2027-01-02', 'Estudio cerrado el 15/12');
    const approve: PauseCommand = { type: 'ApprovePause', userId: u, today: '2026-12-04', pauseId: 1 };
    spec.given([assigned, closed, requested(1, '2026-12-10', '2026-12-23', 14)]).when(approve).then([
      approved(1),
      { type: 'PackageExpiryMoved', data: { userId: u, packageId: 3, from: '2027-01-02', validUntil: '2027-01-15', days: 13, reason: 'Pausa del 10/12 al 23/12', pauseId: 1 } },
    ]);
    const paused = { type: 'PackageExpiryMoved', data: { userId: u, packageId: 3, from: '2027-01-02', validUntil: '2027-01-15', days: 13, reason: 'Pausa del 10/12 al 23/12', pauseId: 1 } } as const;
    spec.given([assigned, closed, requested(1, '2026-12-10', '2026-12-23', 14), approved(1), paused]).when({ type: 'EndPause', userId: u, today: '2026-12-10', pauseId: 1 }).then([
      { type: 'PauseEnded', data: { userId: u, pauseId: 1, endedOn: '2026-12-10', lastDay: null, days: 0, daysBack: 14 } },
      { type: 'PackageExpiryMoved', data: { userId: u, packageId: 3, from: '2027-01-15', validUntil: '2027-01-02', days: -13, reason: 'Pausa anulada (pausa del 10/12 al 23/12)', pauseId: 1 } },
    ]);
  });
});

describe('EndPause', () => {
  const moved = { type: 'PackageExpiryMoved', data: { userId: u, packageId: 3, from: '2027-01-01', validUntil: '2027-01-15', days: 14, reason: 'Pausa del 10/12 al 23/12', pauseId: 1 } } as const;
  const running = [assigned, requested(1, '2026-12-10', '2026-12-23', 14), approved(1), moved];
  const end = (today: string): PauseCommand => ({ type: 'EndPause', userId: u, today, pauseId: 1 });

  it('ends a pause under way today: the days from today on come back, and so does her package’s end', () => {
    spec.given(running).when(end('2026-12-15')).then([
      { type: 'PauseEnded', data: { userId: u, pauseId: 1, endedOn: '2026-12-15', lastDay: '2026-12-14', days: 5, daysBack: 9 } },
      { type: 'PackageExpiryMoved', data: { userId: u, packageId: 3, from: '2027-01-15', validUntil: '2027-01-06', days: -9, reason: 'Pausa terminada el 15/12', pauseId: 1 } },
    ]);
  });
  it('takes back one not begun, or still waiting, whole; one waiting moved nothing', () => {
    spec.given(running).when(end('2026-12-10')).then([
      { type: 'PauseEnded', data: { userId: u, pauseId: 1, endedOn: '2026-12-10', lastDay: null, days: 0, daysBack: 14 } },
      { type: 'PackageExpiryMoved', data: { userId: u, packageId: 3, from: '2027-01-15', validUntil: '2027-01-01', days: -14, reason: 'Pausa anulada (pausa del 10/12 al 23/12)', pauseId: 1 } },
    ]);
    spec.given([assigned, requested(1, '2026-12-10', '2026-12-23', 14)]).when(end('2026-12-05')).then([
      { type: 'PauseEnded', data: { userId: u, pauseId: 1, endedOn: '2026-12-05', lastDay: null, days: 0, daysBack: 14 } },
    ]);
  });
  it('refuses one over, rejected or already taken back, and one that is not hers', () => {
    spec.given(running).when(end('2026-12-24')).thenRejects({ status: 409, code: 'PAUSE_ALREADY_OVER', detail: 'Esa pausa ya terminó.' });
    const rejected = [assigned, requested(1, '2026-12-10', '2026-12-23', 14), { type: 'PauseRejected', data: { userId: u, pauseId: 1, reason: 'No' } } as const];
    spec.given(rejected).when(end('2026-12-05')).thenRejects({ status: 409, code: 'PAUSE_NOT_ACTIVE', detail: 'Esa pausa ya no está vigente.' });
    const withdrawn = [...running, { type: 'PauseEnded', data: { userId: u, pauseId: 1, endedOn: '2026-12-05', lastDay: null, days: 0, daysBack: 14 } } as const];
    spec.given(withdrawn).when(end('2026-12-06')).thenRejects('PAUSE_NOT_ACTIVE');
    spec.given([assigned]).when(end('2026-12-05')).thenRejects({ status: 404, code: 'PAUSE_NOT_FOUND' });
  });
  it('leaves a withdrawn pause out of the year’s count', () => {
    const withdrawn = [...running, { type: 'PauseEnded', data: { userId: u, pauseId: 1, endedOn: '2026-12-05', lastDay: null, days: 0, daysBack: 14 } } as const];
    spec.given(withdrawn).when(ask({ pauseId: 2, settings: { ...settings, maxPerYear: 1 }, from: '2026-12-10', days: 14 })).then([requested(2, '2026-12-10', '2026-12-23', 14)]);
  });
});
