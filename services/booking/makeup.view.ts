import type { MakeupSettingsView, MyMakeupsView } from '../../contract/makeups';
import type { Db } from '../../db/database';
import { makeupValidUntil, type MakeupSettings } from '../../domain/booking/makeup-rules';
import { studioTime } from '../../domain/time/studio-time';
import { countMakeupsInMonth, listAvailableMakeups, makeupSettingsOf, type findMemberMakeupTerms } from '../../projections/booking/makeups.queries';

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

/**
 * What cancelling one of her bookings now does with make-ups, as the cancel dialog says it before she confirms: a
 * make-up class gives its right back; her turno fijo's class, cancelled free of charge, becomes a right until the
 * day `recupero_hasta` (the same rule makeup-cancel.ts applies). Neither field is there when make-ups do not apply.
 */
export function makeupCancelTerms(
  terms: Awaited<ReturnType<typeof findMemberMakeupTerms>>,
  booking: { id: number; horario_id: number; fecha: string },
  freeNow: boolean,
  today: string,
): { es_recupero?: true; recupero_hasta?: string } {
  if (terms.makeupBookings.has(booking.id)) return { es_recupero: true };
  const since = terms.standing.get(booking.horario_id);
  const recovers = terms.settings.enabled && freeNow && since !== undefined && since <= booking.fecha;
  return recovers ? { recupero_hasta: makeupValidUntil(today, terms.settings.validDays) } : {};
}
