import { sql } from 'kysely';
import { MONTHLY_ACCOUNT_EVENT_TYPES, type BillingEvent, type BillingSettingsEvent } from '../../events/catalog/billing.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Db } from '../../db/database';
import type { MonthlyLedgerTable } from '../../db/tables/billing';
import type { Projector } from '../runner/projection';
import { DEFAULT_PRICE_NOTICE_DAYS } from '../../domain/billing/billing-settings';

/** billing_settings: the studio's latest billing rules, one row; a redelivered or older event changes nothing. */
export const billingSettingsProjector: Projector = {
  name: 'billing-settings@v1',
  tables: ['billing_settings'],
  handles: ['BillingSettingsSet'],
  async apply(trx, recorded) {
    const { data } = recorded as unknown as RecordedEvent & BillingSettingsEvent;
    const row = { grace_days: data.graceDays, debt_mode: data.debtBooking.mode, block_after_days: data.debtBooking.blockAfterDays, allow_credit: data.allowCredit, auto_approve_matched: data.autoApproveMatched ?? false, price_notice_days: data.priceNoticeDays ?? DEFAULT_PRICE_NOTICE_DAYS, last_position: recorded.streamPosition };
    await trx
      .insertInto('billing_settings')
      .values({ id: 1, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row).where('billing_settings.last_position', '<', recorded.streamPosition))
      .execute();
  },
};

type Line = Omit<MonthlyLedgerTable, 'user_id' | 'position' | 'actor_id' | 'at'>;

/**
 * monthly_accounts, monthly_charges and monthly_ledger, folded as the decider folds her stream
 * (services/billing/monthly-account.decider.ts): a payment settles the oldest months first, what it pays beyond
 * them is her credit, and a new month takes from that credit before it is owed. Her account row keeps the stream
 * position last applied, so a redelivered event changes nothing; a deleted account leaves no rows.
 */
export const monthlyAccountsProjector: Projector = {
  name: 'monthly-accounts@v1',
  tables: ['monthly_accounts', 'monthly_charges', 'monthly_ledger', 'monthly_payment_reports'],
  handles: [...MONTHLY_ACCOUNT_EVENT_TYPES, 'UserDeleted'],
  async apply(trx, recorded) {
    if (recorded.type === 'UserDeleted') {
      const userId = String(recorded.data.userId);
      for (const table of ['monthly_payment_reports', 'monthly_ledger', 'monthly_charges', 'monthly_accounts'] as const) await trx.deleteFrom(table).where('user_id', '=', userId).execute();
      return;
    }
    const event = recorded as unknown as RecordedEvent & BillingEvent;
    const userId = event.data.userId;
    const account = await trx.selectFrom('monthly_accounts').select(['last_position', 'credit']).where('user_id', '=', userId).executeTakeFirst();
    if (account && account.last_position >= recorded.streamPosition) return;
    if (!account && event.type !== 'MonthlyPlanAssigned') return;
    const line = await applyEvent(trx, event, account?.credit ?? 0);
    await trx.updateTable('monthly_accounts').set({ last_position: recorded.streamPosition }).where('user_id', '=', userId).execute();
    if (!line) return;
    await trx
      .insertInto('monthly_ledger')
      .values({ user_id: userId, position: recorded.streamPosition, actor_id: recorded.metadata.actorId ?? null, at: recorded.metadata.now ? new Date(recorded.metadata.now) : recorded.recordedAt, ...line })
      .onConflict((oc) => oc.columns(['user_id', 'position']).doNothing())
      .execute();
  },
};

async function applyEvent(trx: Db, event: BillingEvent, credit: number): Promise<Line | null> {
  const userId = event.data.userId;
  const none = { period: null, method: null, reference: null };
  switch (event.type) {
    case 'MonthlyPlanAssigned': {
      const d = event.data;
      const row = { package_id: d.planId, plan_name: d.name, monthly_price: d.monthlyPrice, starts_on: d.startsOn, dates_from: d.startsOn, ends_on: null, cancelled_at: null, cancel_reason: null, cancelled_by_member: null };
      await trx.insertInto('monthly_accounts').values({ user_id: userId, ...row, credit: 0, announced_version: null, last_position: 0 }).onConflict((oc) => oc.column('user_id').doUpdateSet(row)).execute();
      return { ...none, kind: 'plan', amount: d.monthlyPrice, reason: d.name };
    }
    case 'MonthlyChargeDue': {
      const { period, amount, reason } = event.data;
      const fromCredit = Math.min(credit, amount);
      await trx.insertInto('monthly_charges').values({ user_id: userId, period, amount, owed: amount - fromCredit }).onConflict((oc) => oc.columns(['user_id', 'period']).doNothing()).execute();
      if (event.data.priceVersion !== undefined) await trx.updateTable('monthly_accounts').set({ announced_version: null }).where('user_id', '=', userId).where('announced_version', '<=', event.data.priceVersion).execute();
      if (fromCredit > 0) await trx.updateTable('monthly_accounts').set({ credit: credit - fromCredit }).where('user_id', '=', userId).execute();
      return { ...none, kind: 'cargo', period, amount, reason };
    }
    case 'MonthlyPaymentRecorded': {
      const { amount, method, reference, credit: kept, paidOn, reportId } = event.data;
      await settleOldestFirst(trx, userId, amount - kept);
      if (reportId !== undefined) await trx.updateTable('monthly_payment_reports').set({ status: 'aprobado' }).where('report_id', '=', reportId).execute();
      if (kept > 0) await trx.updateTable('monthly_accounts').set({ credit: credit + kept }).where('user_id', '=', userId).execute();
      return { period: paidOn, kind: 'pago', amount, method, reference: reference ?? null, reason: kept > 0 ? 'Pago con saldo a favor' : 'Pago' };
    }
    case 'MonthlyPaymentReported': {
      const d = event.data;
      const row = { user_id: userId, amount: d.amount, method: d.method, receipt_key: d.receiptKey, receipt_mime: d.receiptMime, receipt_hash: d.receiptHash, operation: d.operation ?? null, reported_on: d.reportedOn, reported_at: new Date(d.reportedAt), status: 'pendiente' as const, reason: null };
      await trx.insertInto('monthly_payment_reports').values({ report_id: d.reportId, ...row }).onConflict((oc) => oc.column('report_id').doNothing()).execute();
      return null; // not money yet: the payment is, once approved
    }
    case 'MonthlyPaymentReportRejected':
      await trx.updateTable('monthly_payment_reports').set({ status: 'rechazado', reason: event.data.reason }).where('report_id', '=', event.data.reportId).execute();
      return null;
    case 'MonthlyDiscountGranted':
    case 'MonthlyDebtWrittenOff': {
      const { period, amount, reason } = event.data;
      await trx.updateTable('monthly_charges').set({ owed: sql`greatest(0, owed - ${amount})` }).where('user_id', '=', userId).where('period', '=', period).execute();
      return { ...none, kind: event.type === 'MonthlyDiscountGranted' ? 'descuento' : 'condonacion', period, amount, reason };
    }
    case 'MonthlyPlanCancelled': {
      const { endsOn, reason, cancelledAt, byMember } = event.data;
      await trx.updateTable('monthly_accounts').set({ ends_on: endsOn, cancelled_at: new Date(cancelledAt), cancel_reason: reason, cancelled_by_member: byMember }).where('user_id', '=', userId).execute();
      return { ...none, kind: 'baja', period: endsOn, amount: 0, reason };
    }
    case 'MonthlyLateSurchargeCharged': {
      const { period, amount, reason } = event.data;
      await trx.updateTable('monthly_charges').set({ amount: sql`amount + ${amount}`, owed: sql`owed + ${amount}` }).where('user_id', '=', userId).where('period', '=', period).execute();
      return { ...none, kind: 'recargo', period, amount, reason };
    }
    case 'MonthlyPriceIncreaseAnnounced':
      // Not money: her card shows the new price until the month it prices is charged.
      await trx.updateTable('monthly_accounts').set({ announced_version: event.data.versionId }).where('user_id', '=', userId).execute();
      return null;
    case 'MonthlyDatesMoved': {
      const { nextPeriod, days, reason } = event.data;
      await trx.updateTable('monthly_accounts').set({ dates_from: nextPeriod, ends_on: sql`ends_on + ${days}::int` }).where('user_id', '=', userId).execute();
      return { ...none, kind: 'fechas', period: nextPeriod, amount: 0, reason };
    }
    case 'MonthlyClosureDeferred':
    case 'MonthlyDeferredClosureDropped':
      // Not a date moved yet: her ledger says the day is kept for its month (or no longer is).
      return { ...none, kind: 'fechas', period: event.data.closure, amount: 0, reason: event.data.reason };
  }
}

/** What a payment pays, spread over her months with something owed, oldest first. */
async function settleOldestFirst(trx: Db, userId: string, amount: number): Promise<void> {
  let left = amount;
  const owed = await trx.selectFrom('monthly_charges').select([sql<string>`period::text`.as('period'), 'owed']).where('user_id', '=', userId).where('owed', '>', 0).orderBy('period').execute();
  for (const charge of owed) {
    if (left <= 0) return;
    const paid = Math.min(charge.owed, left);
    left -= paid;
    await trx.updateTable('monthly_charges').set({ owed: charge.owed - paid }).where('user_id', '=', userId).where('period', '=', charge.period).execute();
  }
}
