import type { MyPausesView, PendingPauseView, PauseView } from '../../contract/pauses';
import type { Db } from '../../db/database';
import { usedInYear, type PauseSettings } from '../../domain/billing/pause-rules';
import { studioTime } from '../../domain/time/studio-time';
import { listMemberPauses, listPendingPauses, type PauseRow } from '../../projections/billing/pauses.queries';
import { pauseSettingsOf } from './pause.commands';

export const pauseSettingsView = (s: PauseSettings) => ({ pausas_por_anio: s.maxPerYear, dias_por_anio: s.maxDaysPerYear, aprobacion: s.approval });

const pauseView = (p: PauseRow): PauseView => ({ id: p.pauseId, desde: p.from, hasta: p.to, dias: p.days, estado: p.status, motivo: p.reason });

/** The same rule EndPause decides by (pause.decider.ts): under way, not begun, or over. */
const actionOn = (p: PauseRow, today: string): PauseView['accion'] => {
  if ((p.status !== 'pendiente' && p.status !== 'aprobada') || p.to < today) return null;
  return p.status === 'aprobada' && p.from < today ? 'terminar' : 'anular';
};

/** Her pauses, the studio's limits and what she has used of them this year. */
export async function myPausesView(db: Db, userId: string, now: Date, tz: string): Promise<MyPausesView> {
  const [settings, pauses] = await Promise.all([pauseSettingsOf(db), listMemberPauses(db, userId)]);
  const today = studioTime(now, tz).date;
  const used = usedInYear(pauses, today.slice(0, 4));
  return { ajustes: pauseSettingsView(settings), usadas: { pausas: used.pauses, dias: used.days }, pausas: pauses.map((p) => ({ ...pauseView(p), accion: actionOn(p, today) })) };
}

export async function pendingPausesView(db: Db): Promise<PendingPauseView[]> {
  return (await listPendingPauses(db)).map((p) => ({ ...pauseView(p), clerkUserId: p.userId, nombre: p.name, pedida: p.requestedAt.toISOString() }));
}
