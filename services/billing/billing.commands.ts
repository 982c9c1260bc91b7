import { sql } from 'kysely';
import { billingSettingsStream, monthlyAccountStream, type MonthlyAllowance } from '../../events/catalog/billing.events';
import type { Db } from '../../db/database';
import { addMonths } from '../../domain/billing/monthly-account';
import { monthCredits, packageAllowance } from '../../domain/billing/plan-allowance';
import { countWeeklySlots } from '../../projections/catalog/schedule-slots.queries';
import { DEFAULT_BILLING_SETTINGS, type BillingSettings } from '../../domain/billing/billing-settings';
import { studioTime } from '../../domain/time/studio-time';
import { findBillingSettings, findMonthlyPlanFacts } from '../../projections/billing/billing.queries';
import { listLiveVersions } from '../../projections/billing/price-lists.queries';
import type { PriceFacts } from './monthly-pricing';
import { isMemberDeleted } from '../../projections/membership/users.queries';
import type { StreamAppend } from '../../events/store/append';
import type { CommandContext } from '../platform/commands/command';
import { runCommand } from '../platform/commands/run-command';
import { decideOnStream } from '../platform/commands/stream-fold';
import { monthOfPlanPackage } from '../packages/member-package.commands';
import { billingSettingsDecider } from './billing-settings.decider';
import { monthlyAccountDecider, type MonthlyAccountCommand, type MonthlyPlanHeld } from './monthly-account.decider';

export const billingSettingsOf = async (db: Db): Promise<BillingSettings> => (await findBillingSettings(db)) ?? DEFAULT_BILLING_SETTINGS;

export function setBillingSettings(db: Db, ctx: CommandContext, settings: BillingSettings) {
  return runCommand(db, {
    type: 'SetBillingSettings',
    decide: async (trx) => {
      const { append } = await decideOnStream(trx, billingSettingsStream(), billingSettingsDecider, { type: 'SetBillingSettings', settings });
      return { appends: [append], result: {} };
    },
  }, ctx);
}

const todayOf = (ctx: CommandContext, tz: string) => studioTime(ctx.now, tz).date;

/** The package's price list as her account's commands see it, or undefined while the package has none. */
async function priceFactsOf(trx: Db, packageId: number): Promise<PriceFacts | undefined> {
  const versions = await listLiveVersions(trx, packageId);
  return versions.length === 0 ? undefined : { versions, noticeDays: (await billingSettingsOf(trx)).priceNoticeDays };
}

/**
 * One command on her monthly account. A month that starts (the first with the plan, then each monthly date) also
 * gives her the plan's package for that month on her member stream, in the same transaction: the classes renew
 * with the month whether or not she paid, as the month is owed whether or not she paid.
 */
function onAccount(db: Db, ctx: CommandContext, type: string, input: { userId: string; tz: string }, build: (trx: Db, today: string) => Promise<MonthlyAccountCommand>) {
  return runCommand(db, {
    type,
    decide: async (trx) => {
      const { appends, command, events } = await accountAppends(trx, ctx, input, build);
      // A report's id is the answer its route gives back, a retry's too (the stored result).
      return { appends, result: { events, reportId: command.type === 'ReportPayment' ? command.reportId : undefined } };
    },
  }, ctx);
}

/** The appends of one command on her account, for a transaction that may append to other streams too. */
async function accountAppends(trx: Db, ctx: CommandContext, input: { userId: string; tz: string }, build: (trx: Db, today: string) => Promise<MonthlyAccountCommand>) {
  const today = todayOf(ctx, input.tz);
  let command: MonthlyAccountCommand | undefined;
  // Her plan's price list prices her months: the package she is given, or the one her account holds.
  const { append, newState } = await decideOnStream(trx, monthlyAccountStream(input.userId), monthlyAccountDecider, async (state) => {
    const built = await build(trx, today);
    const packageId = built.type === 'AssignMonthlyPlan' ? built.plan?.id : state.plan?.planId;
    command = { ...built, memberDeleted: await isMemberDeleted(trx, input.userId), prices: packageId === undefined ? undefined : await priceFactsOf(trx, packageId) };
    return command;
  });
  const started = append.events.filter((e) => e.type === 'MonthlyChargeDue').map((e) => e.data as { period: string; planId: number }).at(-1);
  const appends: StreamAppend[] = [append];
  if (started && newState.plan) appends.push(await monthsPackage(trx, input.userId, started, today, newState.plan));
  return { appends, command: command!, events: append.events.length };
}

/**
 * The plan's package for the month starting on `period`: valid until the next monthly date, or the plan's end, with
 * the classes her plan gives that month (plan-allowance.ts).
 */
async function monthsPackage(trx: Db, userId: string, month: { period: string; planId: number }, today: string, plan: MonthlyPlanHeld): Promise<StreamAppend> {
  // A closed day kept for this month lengthened it: her dates count from the moved day.
  const next = plan.datesFrom > month.period ? plan.datesFrom : addMonths(month.period, 1);
  const validUntil = plan.endsOn && plan.endsOn < next ? plan.endsOn : next;
  const weeklySlots = plan.allowance.kind === 'libre' ? await countWeeklySlots(trx) : 0;
  const credits = plan.allowance.kind === 'por_mes' ? undefined : monthCredits(plan.allowance, month.period, validUntil, weeklySlots);
  return monthOfPlanPackage(trx, { userId, packageId: month.planId, validUntil, today, credits, allowance: packageAllowance(plan.allowance) });
}

/** `allowance`: how each month gives classes; absent, the package's classes a month. */
export const assignMonthlyPlan = (db: Db, ctx: CommandContext, input: { userId: string; packageId: number; startsOn?: string; allowance?: MonthlyAllowance; tz: string }) =>
  onAccount(db, ctx, 'AssignMonthlyPlan', input, async (trx, today) => ({
    type: 'AssignMonthlyPlan', userId: input.userId, today, plan: await findMonthlyPlanFacts(trx, input.packageId), startsOn: input.startsOn ?? today, allowance: input.allowance,
  }));

/** The months her plan reached and were not charged yet (the renewal job, once a day per member). */
export const chargeDueMonths = (db: Db, ctx: CommandContext, input: { userId: string; tz: string }) =>
  onAccount(db, ctx, 'ChargeDueMonths', input, async (_trx, today) => ({ type: 'ChargeDueMonths', userId: input.userId, today }));

export const recordPayment = (db: Db, ctx: CommandContext, input: { userId: string; amount: number; method: 'efectivo' | 'transferencia' | 'mercado_pago'; paidOn?: string; reference?: string; tz: string }) =>
  onAccount(db, ctx, 'RecordPayment', input, async (trx, today) => {
    const { rows } = await sql<{ id: number }>`SELECT nextval('monthly_payment_id_seq')::int AS id`.execute(trx);
    const { allowCredit } = await billingSettingsOf(trx);
    const reference = input.reference?.trim();
    return { type: 'RecordPayment', userId: input.userId, today, paymentId: rows[0]!.id, amount: input.amount, method: input.method, paidOn: input.paidOn ?? today, ...(reference ? { reference } : {}), allowCredit };
  });

export const grantDiscount = (db: Db, ctx: CommandContext, input: { userId: string; period: string; amount: number; reason: string; tz: string }) =>
  onAccount(db, ctx, 'GrantDiscount', input, async (_trx, today) => ({ type: 'GrantDiscount', userId: input.userId, today, period: input.period, amount: input.amount, reason: input.reason }));

export const writeOffDebt = (db: Db, ctx: CommandContext, input: { userId: string; period: string; reason: string; tz: string }) =>
  onAccount(db, ctx, 'WriteOffDebt', input, async (_trx, today) => ({ type: 'WriteOffDebt', userId: input.userId, today, period: input.period, reason: input.reason }));

/** Her own "botón de baja", or staff ending the plan for her: nothing is charged from the next monthly date. */
export const cancelMonthlyPlan = (db: Db, ctx: CommandContext, input: { userId: string; reason: string; byMember: boolean; tz: string }) =>
  onAccount(db, ctx, 'CancelMonthlyPlan', input, async (_trx, today) => ({ type: 'CancelMonthlyPlan', userId: input.userId, today, reason: input.reason, now: ctx.now.toISOString(), byMember: input.byMember }));

/** Her report of a transfer with its receipt (already checked and stored by the route). */
export const reportPayment = (db: Db, ctx: CommandContext, input: { userId: string; amount: number; method: 'transferencia' | 'mercado_pago'; receiptKey: string; receiptMime: string; receiptHash: string; operation?: string; tz: string }) =>
  onAccount(db, ctx, 'ReportPayment', input, async (trx, today) => {
    const { rows } = await sql<{ id: number }>`SELECT nextval('monthly_payment_report_id_seq')::int AS id`.execute(trx);
    const { allowCredit } = await billingSettingsOf(trx);
    const { userId, amount, method, receiptKey, receiptMime, receiptHash, operation } = input;
    return { type: 'ReportPayment', userId, today, reportId: rows[0]!.id, amount, method, receiptKey, receiptMime, receiptHash, operation, now: ctx.now.toISOString(), allowCredit };
  });

const approveReportCommand = (input: { userId: string; reportId: number }) => async (trx: Db, today: string): Promise<MonthlyAccountCommand> => {
  const { rows } = await sql<{ id: number }>`SELECT nextval('monthly_payment_id_seq')::int AS id`.execute(trx);
  const { allowCredit } = await billingSettingsOf(trx);
  return { type: 'ApprovePaymentReport', userId: input.userId, today, reportId: input.reportId, paymentId: rows[0]!.id, allowCredit };
};

export const approvePaymentReport = (db: Db, ctx: CommandContext, input: { userId: string; reportId: number; tz: string }) =>
  onAccount(db, ctx, 'ApprovePaymentReport', input, approveReportCommand(input));

/** Her report's approval, for a transaction that also marks the bank movement it matched as used. */
export const approvePaymentReportAppends = async (trx: Db, ctx: CommandContext, input: { userId: string; reportId: number; tz: string }) =>
  (await accountAppends(trx, ctx, input, approveReportCommand(input))).appends;

export const rejectPaymentReport = (db: Db, ctx: CommandContext, input: { userId: string; reportId: number; reason: string; tz: string }) =>
  onAccount(db, ctx, 'RejectPaymentReport', input, async (_trx, today) => ({ type: 'RejectPaymentReport', userId: input.userId, today, reportId: input.reportId, reason: input.reason }));
