import type { MakeupSettingsView, MyMakeupsView } from '../../contract/makeups';
import type { Db } from '../../db/database';
import type { MakeupSettings } from '../../domain/booking/makeup-rules';
import { studioTime } from '../../domain/time/studio-time';
import { countMakeupsInMonth, listAvailableMakeups, makeupSettingsOf } from '../../projections/booking/makeups.queries';

export const makeupSettingsView = (s: MakeupSettings): MakeupSettingsView => ({
  activo: s.enabled,
  dias_validez: s.validDays,
  tope_mensual: s.monthlyCap,
  recuperar_cierres: s.closuresRecoverable,
});

/** Her rights still to use and this month's make-up classes, under the studio's rule. */
export async function myMakeupsView(db: Db, userId: string, now: Date, tz: string): Promise<MyMakeupsView> {
  const today = studioTime(now, tz).date;
  const [settings, available, usados_mes] = await Promise.all([
    makeupSettingsOf(db),
    listAvailableMakeups(db, userId, today),
    countMakeupsInMonth(db, userId, today.slice(0, 7)),
  ]);
  const disponibles = available.map((m) => ({ ...m, hora: m.hora ?? '', disciplina: m.disciplina ?? '', disciplina_id: m.disciplina_id ?? null }));
  return { ajustes: makeupSettingsView(settings), disponibles, usados_mes };
}
