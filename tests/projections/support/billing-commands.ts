import type { Db } from '../../../db/database';
import { approvePaymentReport, assignMonthlyPlan, cancelMonthlyPlan, chargeDueMonths, grantDiscount, recordPayment, rejectPaymentReport, reportPayment, setBillingSettings, writeOffDebt } from '../../../services/billing/billing.commands';
import type { CommandContext } from '../../../services/platform/commands/command';
import { findLatestPaymentReport, findMonthlyAccount } from '../../../projections/billing/billing.queries';
import { approveWithMovement, importMovements } from '../../../services/billing/verified-transfers.commands';
import { studioTime } from '../../../domain/time/studio-time';
import { addDays } from '../../../domain/billing/monthly-account';
import { approvePause, clearPausePlanLimits, endPause, moveForClosure, rejectPause, requestPause, setPausePlanLimits, setPauseSettings } from '../../../services/billing/pause.commands';
import { cancelPriceVersion, schedulePriceVersion } from '../../../services/billing/price-list.commands';

export type BillingKind = 'SchedulePriceVersion' | 'CancelPriceVersion' | 'ImportBankMovements' | 'ApproveWithMovement' | 'SetBillingSettings' | 'AssignMonthlyPlan' | 'ChargeDueMonths' | 'RecordMonthlyPayment' | 'GrantMonthlyDiscount' | 'WriteOffMonthlyDebt' | 'CancelMonthlyPlan' | 'ReportMonthlyPayment' | 'DecideMonthlyPaymentReport' | 'SetPauseSettings' | 'SetPausePlanLimits' | 'RequestPause' | 'DecidePause' | 'EndPause' | 'MoveForClosure';

const METHODS = ['efectivo', 'transferencia', 'mercado_pago'] as const;

/**
 * Monthly plans' commands as their routes and the renewal job run them: `later` is the job's clock, a month and a
 * half on, so a plan started on `ctx`'s day reaches its next monthly date. Payments and discounts take n thousand
 * pesos (a payment with `flag` pays the whole debt), and each names her latest month with something owed.
 */
export async function runBillingCommand(db: Db, ctx: CommandContext, later: CommandContext, kind: BillingKind, input: { userId: string | undefined; packageId: number | undefined; n: number; flag: boolean; word: string; tz: string }): Promise<string | undefined> {
  const { userId, tz, n } = input;
  if (kind === 'SetBillingSettings') {
    await setBillingSettings(db, ctx, { graceDays: 3 * n, debtBooking: { mode: input.flag ? 'bloquear' : 'avisar', blockAfterDays: n }, allowCredit: !input.flag, autoApproveMatched: input.flag, priceNoticeDays: 15 * n });
    return;
  }
  if (kind === 'ImportBankMovements') {
    // One transfer of n thousand pesos from the word's account: its operation number makes the same command again a
    // second import of it (refused). With `flag`, from the bank, whose columns are kept.
    const movement = { line: 2, operation: `op-${input.word}-${n}`, day: studioTime(ctx.now, tz).date, time: '10:00', amount: n * 100_000, payer: input.word, document: null };
    const columns = input.flag ? { fecha: 'Fecha', monto: 'Crédito', pagador: input.word } : null;
    await importMovements(db, ctx, { source: input.flag ? 'banco' : 'mp_transacciones', movements: [movement], columns });
    return;
  }
  if (kind === 'SchedulePriceVersion' || kind === 'CancelPriceVersion') return runPriceListCommand(db, ctx, kind, input);
  if (kind === 'SetPauseSettings') {
    // n pauses a year of up to 10·n days; with `flag` approved as she asks, else by the studio.
    await setPauseSettings(db, ctx, { maxPerYear: n, maxDaysPerYear: 10 * n, approval: input.flag ? 'automatica' : 'estudio' });
    return;
  }
  if (kind === 'SetPausePlanLimits') {
    // The package's own limits: n pauses of up to 5·n days; without `flag` cleared (its members keep the studio's).
    if (input.packageId === undefined) return 'NOTHING_TO_ACT_ON';
    if (input.flag) await setPausePlanLimits(db, ctx, { packageId: input.packageId, maxPerYear: n, maxDaysPerYear: 5 * n });
    else await clearPausePlanLimits(db, ctx, input.packageId);
    return;
  }
  if (!userId) return 'NOTHING_TO_ACT_ON';
  if (kind === 'RequestPause') {
    // From n days after the command's day, for 2 to 4 days.
    await requestPause(db, ctx, { userId, from: addDays(studioTime(ctx.now, tz).date, n), days: 2 + (n % 3), tz });
    return;
  }
  if (kind === 'MoveForClosure') {
    // The studio closes the day n days on for her, as the closure reactor does (without `flag` reopens it): a day past
    // her month running is kept for the month it falls in.
    await moveForClosure(db, ctx, { userId, fecha: addDays(studioTime(ctx.now, tz).date, n), days: input.flag ? 1 : -1, tz });
    return;
  }
  if (kind === 'EndPause') {
    // Her latest pause still on: ended today, or taken back when it has not begun.
    const on = await db.selectFrom('member_pauses').select('pause_id').where('user_id', '=', userId).where('estado', 'in', ['pendiente', 'aprobada']).orderBy('pause_id', 'desc').executeTakeFirst();
    if (!on) return 'NOTHING_TO_ACT_ON';
    await endPause(db, ctx, { userId, pauseId: on.pause_id, tz });
    return;
  }
  if (kind === 'DecidePause') {
    const pending = await db.selectFrom('member_pauses').select('pause_id').where('user_id', '=', userId).where('estado', '=', 'pendiente').executeTakeFirst();
    if (!pending) return 'NOTHING_TO_ACT_ON';
    if (input.flag) await approvePause(db, ctx, { userId, pauseId: pending.pause_id, tz });
    else await rejectPause(db, ctx, { userId, pauseId: pending.pause_id, reason: `Sin lugar ${input.word}`, tz });
    return;
  }
  if (kind === 'ApproveWithMovement') {
    // Her pending report, approved with an unused movement of its amount, as the queue's one tap does.
    const report = await findLatestPaymentReport(db, userId);
    if (report?.status !== 'pendiente') return 'NOTHING_TO_ACT_ON';
    const movement = await db.selectFrom('bank_movements').select('movement_id').where('amount', '=', report.amount).where('used_id', 'is', null).executeTakeFirst();
    if (!movement) return 'NOTHING_TO_ACT_ON';
    await approveWithMovement(db, ctx, { kind: 'cuota', id: report.reportId, movementId: movement.movement_id, tz });
    return;
  }
  const owedMonth = async () => (await findMonthlyAccount(db, userId))?.charges.filter((c) => c.owed > 0).at(-1);
  switch (kind) {
    case 'AssignMonthlyPlan':
      if (input.packageId === undefined) return 'NOTHING_TO_ACT_ON';
      // Each way a month gives classes: the package's a month, a few a week, or unlimited.
      await assignMonthlyPlan(db, ctx, { userId, packageId: input.packageId, tz, allowance: [undefined, { kind: 'por_semana', classes: 1 + (n % 3) } as const, { kind: 'libre' } as const][n % 3] });
      return;
    case 'ChargeDueMonths':
      await chargeDueMonths(db, later, { userId, tz });
      return;
    case 'RecordMonthlyPayment': {
      const owed = (await findMonthlyAccount(db, userId))?.charges.reduce((sum, c) => sum + c.owed, 0) ?? 0;
      await recordPayment(db, ctx, { userId, amount: input.flag && owed > 0 ? owed : n * 100_000, method: METHODS[n % METHODS.length], reference: input.flag ? `op ${n}` : undefined, tz });
      return;
    }
    case 'GrantMonthlyDiscount':
    case 'WriteOffMonthlyDebt': {
      const month = await owedMonth();
      if (!month) return 'NOTHING_OWED';
      if (kind === 'GrantMonthlyDiscount') await grantDiscount(db, ctx, { userId, period: month.period, amount: Math.min(month.owed, n * 50_000), reason: `Descuento ${input.word}`, tz });
      else await writeOffDebt(db, ctx, { userId, period: month.period, reason: `Perdonado a ${input.word}`, tz });
      return;
    }
    case 'ReportMonthlyPayment':
      // The receipt as the route stores it; its digest tells a repeated file (the same n and word) from a new one.
      await reportPayment(db, ctx, { userId, amount: n * 100_000, method: input.flag ? 'transferencia' : 'mercado_pago', receiptKey: `receipts/${userId}-${n}.png`, receiptMime: 'image/png', receiptHash: `${input.word}-${n}`, tz });
      return;
    case 'DecideMonthlyPaymentReport': {
      const report = await findLatestPaymentReport(db, userId);
      if (!report) return 'NOTHING_TO_ACT_ON';
      if (input.flag) await approvePaymentReport(db, ctx, { userId, reportId: report.reportId, tz });
      else await rejectPaymentReport(db, ctx, { userId, reportId: report.reportId, reason: `No llegó ${input.word}`, tz });
      return;
    }
    default:
      await cancelMonthlyPlan(db, ctx, { userId, reason: input.flag ? '' : `Se muda ${input.word}`, byMember: input.flag, tz });
      return;
  }
}

/**
 * A package's price list: a version 25·(n − 1) days from the command's day (n = 1: today, so it takes effect at
 * once), $ 20.000 + n thousand in cash and one and two thousand more by transfer and Mercado Pago, with `flag` the
 * early price to the 1st day of her month and a surcharge after the 2nd; a cancellation withdraws the latest version
 * not yet in effect.
 */
async function runPriceListCommand(db: Db, ctx: CommandContext, kind: 'SchedulePriceVersion' | 'CancelPriceVersion', input: { packageId: number | undefined; n: number; flag: boolean; tz: string }): Promise<string | undefined> {
  const { packageId, n, tz } = input;
  if (packageId === undefined) return 'NOTHING_TO_ACT_ON';
  const today = studioTime(ctx.now, tz).date;
  if (kind === 'CancelPriceVersion') {
    const ahead = await db.selectFrom('price_versions').select('version_id').where('package_id', '=', packageId).where('cancelled', '=', false).where('effective_from', '>', today).orderBy('version_id', 'desc').executeTakeFirst();
    if (!ahead) return 'NOTHING_TO_ACT_ON';
    await cancelPriceVersion(db, ctx, { packageId, versionId: ahead.version_id, tz });
    return;
  }
  const base = (20 + n) * 100_000;
  const rules = input.flag ? { early: { untilDay: 1, discount: 100_000 }, late: { afterDay: 2, surcharge: 200_000 } } : {};
  await schedulePriceVersion(db, ctx, { packageId, version: { effectiveFrom: addDays(today, 25 * (n - 1)), prices: { efectivo: base, transferencia: base + 100_000, mercado_pago: base + 200_000 }, ...rules }, tz });
  return;
}
