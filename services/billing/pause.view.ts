import type { MyPausesView, PausePlanLimitsView, PendingPauseView, PauseView } from '../../contract/pauses';
import type { Db } from '../../db/database';
import { pauseRuleFor, usedInYear, type PauseSettings } from '../../domain/billing/pause-rules';
import { studioTime } from '../../domain/time/studio-time';
import { findMonthlyAccount } from '../../projections/billing/billing.queries';
import { listMemberPauses, listPausePlanLimits, listPendingPauses, type PauseRow } from '../../projections/billing/pauses.queries';
import { findHeldPackage } from '../../projections/packages/member-packages.queries';
import { pauseSettingsOf } from './pause.commands';

export const pauseSettingsView = (s: PauseSettings) => ({ pausas_por_anio: s.maxPerYear, dias_por_anio: s.maxDaysPerYear, aprobacion: s.approval });

const pauseView = (p: PauseRow): PauseView => ({ id: p.pauseId, desde: p.from, hasta: p.to, dias: p.days, estado: p.status, motivo: p.reason });

/** The same rule EndPause decides by (pause.decider.ts): under way, not begun, or over. */
const actionOn = (p: PauseRow, today: string): PauseView['accion'] => {
  if ((p.status !== 'pendiente' && p.status !== 'aprobada') || p.to < today) return null;
  return p.status === 'aprobada' && p.from < today ? 'terminar' : 'anular';
};

/**
 * Her pauses, the rule she keeps and what she has used of it this year. The rule is the one RequestPause decides by:
 * the package she holds today, or her monthly plan's, with limits of its own, else the studio's.
 */
export async function myPausesView(db: Db, userId: string, now: Date, tz: string): Promise<MyPausesView> {
  const today = studioTime(now, tz).date;
  const [settings, limits, pauses, held, account] = await Promise.all([
    pauseSettingsOf(db), listPausePlanLimits(db), listMemberPauses(db, userId), findHeldPackage(db, userId, today), findMonthlyAccount(db, userId),
  ]);
  const plan = account && (!account.endsOn || account.endsOn > today) ? account.packageId : undefined;
  const rule = pauseRuleFor(settings, limits, held?.packageId ?? plan);
  const own = limits.find((l) => l.packageId === rule.packageId);
  const used = usedInYear(pauses, today.slice(0, 4));
  return {
    ajustes: pauseSettingsView(rule),
    ...(own ? { paquete: own.name } : {}),
    usadas: { pausas: used.pauses, dias: used.days },
    pausas: pauses.map((p) => ({ ...pauseView(p), accion: actionOn(p, today) })),
  };
}

export async function pendingPausesView(db: Db): Promise<PendingPauseView[]> {
  return (await listPendingPauses(db)).map((p) => ({ ...pauseView(p), clerkUserId: p.userId, nombre: p.name, pedida: p.requestedAt.toISOString() }));
}

/** The packages with limits of their own, by name. */
export const pausePlanLimitsView = async (db: Db): Promise<PausePlanLimitsView[]> =>
  (await listPausePlanLimits(db)).map((l) => ({ paqueteId: l.packageId, nombre: l.name, pausas_por_anio: l.maxPerYear, dias_por_anio: l.maxDaysPerYear }));
