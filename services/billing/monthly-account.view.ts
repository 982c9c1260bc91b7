import type { MonthlyAccountView } from '../../contract/billing';
import type { Db } from '../../db/database';
import { accountState, daysInMora, daysOverdue, nextMonthlyDate, totalOwed } from '../../domain/billing/monthly-account';
import { debtBookingVerdict } from '../../domain/billing/debt-booking-policy';
import { studioTime } from '../../domain/time/studio-time';
import { findLatestPaymentReport, findMonthlyAccount, listDebts, listMonthlyLedger } from '../../projections/billing/billing.queries';

export const paymentReceiptUrl = (reportId: number) => `/api/abonos/comprobantes/${reportId}`;
import { billingSettingsOf } from './billing.commands';
import { listLiveVersions } from '../../projections/billing/price-lists.queries';
import { listPrice, versionOn } from '../../domain/billing/price-list';
import { firstDateFrom } from './monthly-pricing';
import { findHeldPackage } from '../../projections/packages/member-packages.queries';
import { allowanceLabel } from '../../domain/billing/plan-allowance';

/**
 * What her plan costs: the price of her latest month charged (its list's version then, else what she was given it
 * at), and the new price she was told of, while it is still coming (a version cancelled since is not shown).
 */
async function pricesOf(db: Db, account: { packageId: number; monthlyPrice: number; datesFrom: string; announcedVersion: number | null; charges: { period: string }[] }) {
  const versions = await listLiveVersions(db, account.packageId);
  const latest = account.charges.at(-1)?.period;
  const current = latest === undefined ? undefined : versionOn(versions, latest);
  const announced = versions.find((v) => v.versionId === account.announcedVersion);
  return {
    precio_mensual: current ? listPrice(current) : account.monthlyPrice,
    ...(announced ? { proximo_precio: { desde: firstDateFrom(account.datesFrom, announced.effectiveFrom), monto: listPrice(announced), precios: announced.prices } } : {}),
  };
}

/** Her plan's classes in words, when her month is by the week or unlimited (her month's package says which). */
async function classesOf(db: Db, userId: string, packageId: number, today: string): Promise<{ clases?: string }> {
  const held = await findHeldPackage(db, userId, today);
  if (!held || held.packageId !== packageId) return {};
  if (held.unlimited) return { clases: allowanceLabel({ kind: 'libre' }) };
  return held.weeklyClasses ? { clases: allowanceLabel({ kind: 'por_semana', classes: held.weeklyClasses }) } : {};
}

const VERDICT = { allow: 'permitida', warn: 'aviso', block: 'bloqueada' } as const;

/** Her monthly plan as she and the admins see it on the studio's today: where she stands, her months and her ledger. */
export async function monthlyAccountView(db: Db, userId: string, now: Date, tz: string): Promise<MonthlyAccountView> {
  const today = studioTime(now, tz).date;
  const [account, lines, settings, report] = await Promise.all([findMonthlyAccount(db, userId), listMonthlyLedger(db, userId), billingSettingsOf(db), findLatestPaymentReport(db, userId)]);
  const charges = account?.charges ?? [];
  const owed = totalOwed(charges);
  const mora = daysInMora(charges, today, settings.graceDays);
  const running = account && (!account.endsOn || account.endsOn > today);
  return {
    abono: account && running ? {
      paquete_id: account.packageId,
      nombre: account.planName,
      desde: account.startsOn,
      proximo_cobro: account.endsOn ? null : nextMonthlyDate(account.datesFrom, today, charges.map((c) => c.period)),
      hasta: account.endsOn,
      baja: account.cancelledAt && account.endsOn
        ? { fecha: account.cancelledAt.toISOString(), motivo: account.cancelReason ?? '', por_socio: account.cancelledByMember ?? false }
        : null,
      ...(await pricesOf(db, account)),
      ...(await classesOf(db, userId, account.packageId, today)),
    } : null,
    estado: accountState(charges, today, settings.graceDays),
    debe: owed,
    saldo_a_favor: account?.credit ?? 0,
    dias_vencido: daysOverdue(charges, today),
    dias_mora: mora,
    reserva: VERDICT[debtBookingVerdict(settings.debtBooking, owed, mora).kind],
    meses: charges.map((c) => ({ periodo: c.period, monto: c.amount, debe: c.owed })).toReversed(),
    movimientos: lines.map((l) => ({ tipo: l.kind, monto: l.amount, periodo: l.period, medio: l.method, referencia: l.reference, motivo: l.reason, fecha: l.at.toISOString() })),
    informe: report
      ? { id: report.reportId, monto: report.amount, medio: report.method, fecha: report.reportedOn, estado: report.status, motivo: report.reason, comprobante_url: paymentReceiptUrl(report.reportId) }
      : null,
  };
}

/** Every member with a monthly plan and where she stands today: the Usuarios filter and the class console's badge. */
export async function debtorsView(db: Db, now: Date, tz: string, userIds?: readonly string[]) {
  const today = studioTime(now, tz).date;
  const { graceDays } = await billingSettingsOf(db);
  return (await listDebts(db, userIds)).map((d) => {
    const charges = d.oldestOwed ? [{ period: d.oldestOwed, amount: d.owed, owed: d.owed }] : [];
    return { clerkUserId: d.userId, estado: accountState(charges, today, graceDays), debe: d.owed, dias_mora: daysInMora(charges, today, graceDays) };
  });
}
