import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Charge } from '../../domain/billing/monthly-account';
import { DEFAULT_BILLING_SETTINGS, type BillingSettings } from '../../domain/billing/billing-settings';
import type { MonthlyLedgerTable } from '../../db/tables/billing';
import type { MonthlyAllowance } from '../../events/catalog/billing.events';

/** What a monthly plan's command looks up about the studio's plan. */
export interface PlanFacts {
  id: number;
  name: string;
  monthlyPrice: number;
  allowance: MonthlyAllowance;
  deleted: boolean;
}

/** A catalog package as a monthly plan: its price a month (centavos) and its classes a month. */
export async function findMonthlyPlanFacts(db: Db, packageId: number): Promise<PlanFacts | undefined> {
  const row = await db.selectFrom('packages').select(['id', 'nombre', 'cantidad_clases', 'precio', 'deleted']).where('id', '=', packageId).executeTakeFirst();
  return row && { id: row.id, name: row.nombre, monthlyPrice: Math.round(Number(row.precio) * 100), allowance: { kind: 'por_mes', classes: row.cantidad_clases }, deleted: row.deleted };
}

/** The studio's billing rules, or undefined while it has never saved any. */
export async function findBillingSettings(db: Db): Promise<BillingSettings | undefined> {
  const row = await db.selectFrom('billing_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  return row && { graceDays: row.grace_days, debtBooking: { mode: row.debt_mode, blockAfterDays: row.block_after_days }, allowCredit: row.allow_credit, autoApproveMatched: row.auto_approve_matched, priceNoticeDays: row.price_notice_days };
}

export interface MonthlyAccountRow {
  userId: string;
  packageId: number;
  planName: string;
  monthlyPrice: number;
  startsOn: string;
  datesFrom: string;
  endsOn: string | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  cancelledByMember: boolean | null;
  credit: number;
  /** The price version she was told is coming, until a month of it is charged. */
  announcedVersion: number | null;
  charges: Charge[];
}

/** Her monthly plan with every month charged (oldest first), or undefined when she never had one. */
export async function findMonthlyAccount(db: Db, userId: string): Promise<MonthlyAccountRow | undefined> {
  const row = await db
    .selectFrom('monthly_accounts')
    .select(['user_id', 'package_id', 'plan_name', 'monthly_price', sql<string>`starts_on::text`.as('starts_on'), sql<string>`dates_from::text`.as('dates_from'), sql<string | null>`ends_on::text`.as('ends_on'), 'cancelled_at', 'cancel_reason', 'cancelled_by_member', 'credit', 'announced_version'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const charges = await db.selectFrom('monthly_charges').select([sql<string>`period::text`.as('period'), 'amount', 'owed']).where('user_id', '=', userId).orderBy('period').execute();
  return {
    userId, packageId: row.package_id, planName: row.plan_name, monthlyPrice: row.monthly_price, startsOn: row.starts_on, datesFrom: row.dates_from, endsOn: row.ends_on,
    cancelledAt: row.cancelled_at, cancelReason: row.cancel_reason, cancelledByMember: row.cancelled_by_member, credit: row.credit, announcedVersion: row.announced_version, charges,
  };
}

export type LedgerLine = Pick<MonthlyLedgerTable, 'kind' | 'amount' | 'method' | 'reference' | 'reason' | 'at'> & { period: string | null; position: number };

/** Her money ledger, newest first. */
export function listMonthlyLedger(db: Db, userId: string): Promise<LedgerLine[]> {
  return db
    .selectFrom('monthly_ledger')
    .select(['position', 'kind', sql<string | null>`period::text`.as('period'), 'amount', 'method', 'reference', 'reason', 'at'])
    .where('user_id', '=', userId)
    .orderBy('position', 'desc')
    .execute();
}

/** Members whose plan still runs on `today`: the renewal job charges the months each has reached. */
export async function listRunningAccounts(db: Db, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('monthly_accounts')
    .select('user_id')
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>', today)]))
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

export interface DebtSummary {
  userId: string;
  owed: number;
  /** Her oldest month with something owed, or null. */
  oldestOwed: string | null;
}

/** What each of these members owes and since when (members without a plan are absent). */
export async function listDebts(db: Db, userIds?: readonly string[]): Promise<DebtSummary[]> {
  if (userIds && userIds.length === 0) return [];
  let query = db
    .selectFrom('monthly_accounts as a')
    .leftJoin('monthly_charges as c', (j) => j.onRef('c.user_id', '=', 'a.user_id').on('c.owed', '>', 0))
    .select(['a.user_id', sql<string>`coalesce(sum(c.owed), 0)::int`.as('owed'), sql<string | null>`min(c.period)::text`.as('oldest')])
    .groupBy('a.user_id');
  if (userIds) query = query.where('a.user_id', 'in', userIds);
  const rows = await query.execute();
  return rows.map((r) => ({ userId: r.user_id, owed: Number(r.owed), oldestOwed: r.oldest }));
}

/**
 * Whether a member owes a month of her plan (Usuarios' "Debe cuota"), or owes one past the studio's grace days on
 * `today` ("En mora": its date more than the grace days ago).
 */
export const owesSql = (userId: Expression<string>, today: string, pastGrace: boolean): RawBuilder<SqlBool> => sql<SqlBool>`
  EXISTS (SELECT 1 FROM monthly_charges c WHERE c.user_id = ${userId} AND c.owed > 0
    ${pastGrace ? sql`AND c.period < ${today}::date - coalesce((SELECT bs.grace_days FROM billing_settings bs WHERE bs.id = 1), ${DEFAULT_BILLING_SETTINGS.graceDays})` : sql``})`;

/**
 * Booking's debt fact, a column of its facts statement: `{ owed, oldestOwed, graceDays, blockAfterDays }` when the
 * studio blocks members in debt, else NULL. CASE reads her months only when the studio blocks, so the default costs
 * one primary-key read of a one-row table.
 */
export const debtGateSql = (userId: string | RawBuilder<unknown>): RawBuilder<DebtGateRow | null> => sql`
  CASE WHEN (SELECT bs.debt_mode FROM billing_settings bs WHERE bs.id = 1) = 'bloquear'
    THEN (SELECT json_build_object('owed', coalesce(sum(c.owed), 0), 'oldestOwed', min(c.period)::text,
                                   'graceDays', (SELECT bs.grace_days FROM billing_settings bs WHERE bs.id = 1),
                                   'blockAfterDays', (SELECT bs.block_after_days FROM billing_settings bs WHERE bs.id = 1))
          FROM monthly_charges c WHERE c.user_id = ${userId} AND c.owed > 0)
  END`;

export interface DebtGateRow {
  owed: number;
  oldestOwed: string | null;
  graceDays: number;
  blockAfterDays: number;
}

export interface PaymentReportRow {
  reportId: number;
  userId: string;
  amount: number;
  method: 'efectivo' | 'transferencia' | 'mercado_pago';
  receiptKey: string;
  receiptMime: string;
  reportedOn: string;
  status: 'pendiente' | 'aprobado' | 'rechazado';
  reason: string | null;
}

const reportColumns = ['report_id', 'user_id', 'amount', 'method', 'receipt_key', 'receipt_mime', 'status', 'reason'] as const;
const reportOf = (r: { report_id: number; user_id: string; amount: number; method: string; receipt_key: string; receipt_mime: string; reported_on: string; status: PaymentReportRow['status']; reason: string | null }): PaymentReportRow => ({
  reportId: r.report_id, userId: r.user_id, amount: r.amount, method: r.method as PaymentReportRow['method'], receiptKey: r.receipt_key, receiptMime: r.receipt_mime, reportedOn: r.reported_on, status: r.status, reason: r.reason,
});

export async function findPaymentReport(db: Db, reportId: number): Promise<PaymentReportRow | undefined> {
  const row = await db.selectFrom('monthly_payment_reports').select([...reportColumns, sql<string>`reported_on::text`.as('reported_on')]).where('report_id', '=', reportId).executeTakeFirst();
  return row && reportOf(row);
}

/** Her latest report, whatever became of it. */
export async function findLatestPaymentReport(db: Db, userId: string): Promise<PaymentReportRow | undefined> {
  const row = await db.selectFrom('monthly_payment_reports').select([...reportColumns, sql<string>`reported_on::text`.as('reported_on')]).where('user_id', '=', userId).orderBy('report_id', 'desc').limit(1).executeTakeFirst();
  return row && reportOf(row);
}
