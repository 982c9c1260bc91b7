import { fail } from '../../events/framework/errors';
import type { BillingEvent } from '../../events/catalog/billing.events';
import { formatArs, totalOwed } from '../../domain/billing/monthly-account';
import type { MonthlyAccount, MonthlyAccountCommand } from './monthly-account.decider';
import { pricedPayment } from './monthly-pricing';

/**
 * Her own report of a transfer with its receipt, and the studio's decision on it: approved, it is the payment (as
 * staff would record it); refused, with the reason she reads. One report waits at a time, and a receipt already
 * sent (the same file, by its SHA-256) is refused: "comprobante repetido", the fraud studios see most.
 */
export interface PendingReport {
  reportId: number;
  amount: number;
  method: 'efectivo' | 'transferencia' | 'mercado_pago';
  reportedOn: string;
}

type Of<T extends MonthlyAccountCommand['type']> = Extract<MonthlyAccountCommand, { type: T }>;

/** She may report up to what she owes (more only where the studio keeps balances in favour). */
function checkAmount(s: MonthlyAccount, amount: number, allowCredit: boolean) {
  if (!Number.isInteger(amount) || amount <= 0) throw fail('PAYMENT_AMOUNT_INVALID');
  const owed = totalOwed(s.charges);
  if (amount > owed && !allowCredit) throw fail('PAYMENT_EXCEEDS_DEBT', { owed: formatArs(owed) });
  return owed;
}

export function report(c: Of<'ReportPayment'>, s: MonthlyAccount): BillingEvent[] {
  if (!s.plan && totalOwed(s.charges) === 0) throw fail('NO_MONTHLY_PLAN');
  if (s.pendingReport) throw fail('PAYMENT_REPORT_PENDING');
  if (s.receiptHashes.includes(c.receiptHash)) throw fail('RECEIPT_REPEATED');
  checkAmount(s, c.amount, c.allowCredit);
  const { userId, reportId, amount, method, receiptKey, receiptMime, receiptHash, now } = c;
  const operation = c.operation?.trim();
  return [{ type: 'MonthlyPaymentReported', data: { userId, reportId, amount, method, receiptKey, receiptMime, receiptHash, reportedOn: c.today, reportedAt: now, ...(operation ? { operation } : {}) } }];
}

function pending(s: MonthlyAccount, reportId: number): PendingReport {
  if (!s.pendingReport || s.pendingReport.reportId !== reportId) throw fail('PAYMENT_REPORT_NOT_PENDING');
  return s.pendingReport;
}

/** Approved: the payment she reported, on the day she reported it, with what its method and day earn; checked against the debt as it is now. */
export function approve(c: Of<'ApprovePaymentReport'>, s: MonthlyAccount): BillingEvent[] {
  const r = pending(s, c.reportId);
  const { discounts, credit } = pricedPayment(s.charges, c.prices, s.priced ?? {}, { userId: c.userId, amount: r.amount, method: r.method, paidOn: r.reportedOn, allowCredit: c.allowCredit });
  const data = { userId: c.userId, paymentId: c.paymentId, amount: r.amount, method: r.method, paidOn: r.reportedOn, credit, reportId: r.reportId };
  return [...discounts, { type: 'MonthlyPaymentRecorded', data }];
}

export function reject(c: Of<'RejectPaymentReport'>, s: MonthlyAccount): BillingEvent[] {
  pending(s, c.reportId);
  if (!c.reason.trim()) throw fail('REASON_REQUIRED');
  return [{ type: 'MonthlyPaymentReportRejected', data: { userId: c.userId, reportId: c.reportId, reason: c.reason.trim() } }];
}
