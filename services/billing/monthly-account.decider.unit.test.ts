import { describe, expect, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import type { BillingEvent } from '../../events/catalog/billing.events';
import { accountState, daysInMora, type Charge } from '../../domain/billing/monthly-account';
import { monthlyAccountDecider, type MonthlyAccountCommand, type PlanFacts } from './monthly-account.decider';
import { debtBlocksBooking, debtBookingVerdict } from '../../domain/billing/debt-booking-policy';

const spec = streamDeciderSpec(monthlyAccountDecider);
const u = 'user_1';
const plan: PlanFacts = { id: 7, name: 'Libre', monthlyPrice: 2_500_000, allowance: { kind: 'libre' }, deleted: false };
const assigned: BillingEvent = { type: 'MonthlyPlanAssigned', data: { userId: u, planId: 7, name: 'Libre', monthlyPrice: 2_500_000, allowance: { kind: 'libre' }, startsOn: '2026-10-31' } };
const charge = (period: string, reason = 'Renovación mensual'): BillingEvent => ({ type: 'MonthlyChargeDue', data: { userId: u, planId: 7, period, amount: 2_500_000, reason } });
const cmd = (c: Record<string, unknown>, today = '2026-11-05') => ({ userId: u, today, ...c }) as MonthlyAccountCommand;
const pay = (amount: number, allowCredit = false) => cmd({ type: 'RecordPayment', paymentId: 1, amount, method: 'efectivo', paidOn: '2026-11-05', allowCredit });

describe('AssignMonthlyPlan', () => {
  it('starts the plan and charges the first month', () => {
    spec.given([]).when(cmd({ type: 'AssignMonthlyPlan', plan, startsOn: '2026-10-31' })).then([assigned, charge('2026-10-31', 'Primer mes')]);
  });
  it('records the admin\'s classes by the week or unlimited, and refuses a week of none or more than 14', () => {
    const weekly = { kind: 'por_semana', classes: 2 } as const;
    spec.given([]).when(cmd({ type: 'AssignMonthlyPlan', plan, startsOn: '2026-10-31', allowance: weekly }))
      .then([{ ...assigned, data: { ...assigned.data, allowance: weekly } }, charge('2026-10-31', 'Primer mes')]);
    for (const classes of [0, 15, 1.5]) {
      spec.given([]).when(cmd({ type: 'AssignMonthlyPlan', plan, startsOn: '2026-10-31', allowance: { kind: 'por_semana', classes } })).thenRejects({ status: 400, code: 'INVALID_ALLOWANCE' });
    }
  });
  it('refuses a second current plan', () => {
    spec.given([assigned]).when(cmd({ type: 'AssignMonthlyPlan', plan, startsOn: '2026-11-05' })).thenRejects({ status: 409, code: 'MONTHLY_PLAN_ACTIVE' });
  });
});

describe('ChargeDueMonths', () => {
  it('charges each monthly date reached once, keeping the 31st as the month’s last day', () => {
    spec.given([assigned, charge('2026-10-31', 'Primer mes')]).when(cmd({ type: 'ChargeDueMonths' }, '2026-12-31')).then([charge('2026-11-30'), charge('2026-12-31')]);
  });
  it('charges nothing again for a month already charged', () => {
    spec.given([assigned, charge('2026-10-31'), charge('2026-11-30')]).when(cmd({ type: 'ChargeDueMonths' }, '2026-12-05')).then([]);
  });
  it('charges nothing from the end date of a cancelled plan', () => {
    const cancelled: BillingEvent = { type: 'MonthlyPlanCancelled', data: { userId: u, planId: 7, endsOn: '2026-11-30', reason: '', cancelledAt: 'x', byMember: true } };
    spec.given([assigned, charge('2026-10-31'), cancelled]).when(cmd({ type: 'ChargeDueMonths' }, '2027-01-05')).then([]);
  });
});

describe('RecordPayment', () => {
  const given = [assigned, charge('2026-10-31')];
  it('records a partial payment', () => {
    spec.given(given).when(pay(1_000_000)).then([{ type: 'MonthlyPaymentRecorded', data: { userId: u, paymentId: 1, amount: 1_000_000, method: 'efectivo', paidOn: '2026-11-05', credit: 0 } }]);
  });
  it('refuses more than the debt, naming it, unless the studio keeps balances', () => {
    spec.given(given).when(pay(3_000_000)).thenRejects({ status: 409, code: 'PAYMENT_EXCEEDS_DEBT', detail: 'El pago supera lo que se debe ($ 25.000). Registra como máximo ese monto.' });
    spec.given(given).when(pay(3_000_000, true)).then([{ type: 'MonthlyPaymentRecorded', data: { userId: u, paymentId: 1, amount: 3_000_000, method: 'efectivo', paidOn: '2026-11-05', credit: 500_000 } }]);
  });
  it('refuses a zero amount', () => {
    spec.given(given).when(pay(0)).thenRejects('PAYMENT_AMOUNT_INVALID');
  });
});

describe('discounts and write-offs', () => {
  const given = [assigned, charge('2026-10-31')];
  it('need a reason and an owed month', () => {
    spec.given(given).when(cmd({ type: 'WriteOffDebt', period: '2026-10-31', reason: ' ' })).thenRejects('REASON_REQUIRED');
    spec.given(given).when(cmd({ type: 'WriteOffDebt', period: '2026-09-30', reason: 'Cierre' })).thenRejects('NOTHING_OWED');
    spec.given(given).when(cmd({ type: 'GrantDiscount', period: '2026-10-31', amount: 9_000_000, reason: 'Familia' })).thenRejects('DISCOUNT_EXCEEDS_OWED');
  });
  it('write off what is owed of the month', () => {
    spec.given(given).when(cmd({ type: 'WriteOffDebt', period: '2026-10-31', reason: 'Cierre por obra' })).then([{ type: 'MonthlyDebtWrittenOff', data: { userId: u, period: '2026-10-31', amount: 2_500_000, reason: 'Cierre por obra' } }]);
  });
});

describe('CancelMonthlyPlan', () => {
  it('ends at the next monthly date, which is not charged', () => {
    spec.given([assigned, charge('2026-10-31')]).when(cmd({ type: 'CancelMonthlyPlan', reason: 'Me mudo', now: '2026-11-05T12:00:00.000Z', byMember: true })).then([
      { type: 'MonthlyPlanCancelled', data: { userId: u, planId: 7, endsOn: '2026-11-30', reason: 'Me mudo', cancelledAt: '2026-11-05T12:00:00.000Z', byMember: true } },
    ]);
  });
  it('refuses without a plan', () => {
    spec.given([]).when(cmd({ type: 'CancelMonthlyPlan', reason: '', now: 'x', byMember: true })).thenRejects('NO_MONTHLY_PLAN');
  });
});

describe('state and the booking policy', () => {
  const owed: Charge[] = [{ period: '2026-10-31', amount: 2_500_000, owed: 1_500_000 }];
  it('is al día, debe within grace, en mora past it', () => {
    expect(accountState([], '2026-11-20', 5)).toBe('al_dia');
    expect(accountState(owed, '2026-11-04', 5)).toBe('debe');
    expect(accountState(owed, '2026-11-10', 5)).toBe('en_mora');
    expect(daysInMora(owed, '2026-11-10', 5)).toBe(5);
  });
  it('blocks after N days in mora, warns before, allows when the studio allows', () => {
    expect(debtBookingVerdict({ mode: 'bloquear', blockAfterDays: 3 }, 1_500_000, 5)).toEqual({ kind: 'block', owed: 1_500_000, daysInMora: 5 });
    expect(debtBookingVerdict({ mode: 'bloquear', blockAfterDays: 3 }, 1_500_000, 2)).toEqual({ kind: 'warn', owed: 1_500_000 });
    expect(debtBookingVerdict({ mode: 'avisar', blockAfterDays: 0 }, 1_500_000, 9)).toEqual({ kind: 'warn', owed: 1_500_000 });
    expect(debtBookingVerdict({ mode: 'permitir', blockAfterDays: 0 }, 1_500_000, 9)).toEqual({ kind: 'allow' });
    expect(debtBookingVerdict({ mode: 'bloquear', blockAfterDays: 0 }, 0, 9)).toEqual({ kind: 'allow' });
  });
  it('reads the booking gate from her oldest month owed and the studio’s grace', () => {
    const gate = { owed: 1_500_000, oldestOwed: '2026-10-31', graceDays: 5, blockAfterDays: 2 };
    expect(debtBlocksBooking(gate, '2026-11-06')).toBeNull(); // one day en mora
    expect(debtBlocksBooking(gate, '2026-11-07')).toBe(2);
    expect(debtBlocksBooking({ ...gate, owed: 0, oldestOwed: null }, '2027-01-01')).toBeNull();
  });
});

describe('her report of a payment', () => {
  const given = [assigned, charge('2026-10-31')];
  const reported: BillingEvent = {
    type: 'MonthlyPaymentReported',
    data: { userId: u, reportId: 3, amount: 1_000_000, method: 'transferencia', receiptKey: 'r.png', receiptMime: 'image/png', receiptHash: 'abc', reportedOn: '2026-11-05', reportedAt: '2026-11-05T12:00:00.000Z' },
  };
  const report = (over: Record<string, unknown> = {}) =>
    cmd({ type: 'ReportPayment', reportId: 3, amount: 1_000_000, method: 'transferencia', receiptKey: 'r.png', receiptMime: 'image/png', receiptHash: 'abc', now: '2026-11-05T12:00:00.000Z', allowCredit: false, ...over });
  it('records it on the studio day she sent it', () => {
    spec.given(given).when(report()).then([reported]);
  });
  it('refuses a second while one waits, the same receipt again, and more than she owes', () => {
    spec.given([...given, reported]).when(report({ reportId: 4, receiptHash: 'def' })).thenRejects('PAYMENT_REPORT_PENDING');
    const rejected: BillingEvent = { type: 'MonthlyPaymentReportRejected', data: { userId: u, reportId: 3, reason: 'No llegó' } };
    spec.given([...given, reported, rejected]).when(report({ reportId: 4 })).thenRejects('RECEIPT_REPEATED');
    spec.given(given).when(report({ amount: 2_500_001 })).thenRejects('PAYMENT_EXCEEDS_DEBT');
  });
  it('is the payment once approved, on the day she reported it', () => {
    spec.given([...given, reported]).when(cmd({ type: 'ApprovePaymentReport', reportId: 3, paymentId: 9, allowCredit: false }, '2026-11-07')).then([
      { type: 'MonthlyPaymentRecorded', data: { userId: u, paymentId: 9, amount: 1_000_000, method: 'transferencia', paidOn: '2026-11-05', credit: 0, reportId: 3 } },
    ]);
  });
  it('is decided once, and rejected only with a reason', () => {
    spec.given([...given, reported]).when(cmd({ type: 'RejectPaymentReport', reportId: 3, reason: ' ' })).thenRejects('REASON_REQUIRED');
    spec.given(given).when(cmd({ type: 'ApprovePaymentReport', reportId: 3, paymentId: 9, allowCredit: false })).thenRejects('PAYMENT_REPORT_NOT_PENDING');
  });
});
