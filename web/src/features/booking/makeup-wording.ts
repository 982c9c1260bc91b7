import { dayMonth } from '../../lib/calendar-date';
import { countOf } from '../../lib/plural';
import type { AgendaOccurrence } from './api/get-agenda';
import type { Makeup, MyMakeups } from './api/my-makeups';
import { weekdayDayMonth } from './booking-dates';

/** Make-ups are worth a word where the studio offers them, or while she still holds one (the rule turned off since). */
export const makeupsShown = (mine: MyMakeups) => mine.ajustes.activo || mine.disponibles.length > 0;

/** 'Clase del miércoles 18/11 · Funcional — vence el 29/11'. */
export function makeupLine(m: Makeup): string {
  const closed = m.motivo === 'closure' ? ' (cerró el estudio)' : '';
  return `Clase del ${weekdayDayMonth(m.fecha)}${closed} · ${m.disciplina} — vence el ${dayMonth(m.vence)}`;
}

/** 'Usaste 1 de 2 recuperos este mes', or null when the studio sets no monthly limit. */
export function monthUseText(mine: MyMakeups): string | null {
  const cap = mine.ajustes.tope_mensual;
  if (cap === null) return null;
  return `Usaste ${mine.usados_mes} de ${countOf(cap, 'recupero', 'recuperos')} este mes`;
}

/** The studio's rule in her words, as the card says it once. */
export function makeupRuleText(mine: MyMakeups): string {
  return `Si cancelas a tiempo una clase de tu turno fijo, te queda un recupero por ${countOf(mine.ajustes.dias_validez, 'día', 'días')}: úsalo en otra clase de la misma disciplina que tenga lugar.`;
}

type Recoverable = Pick<AgendaOccurrence, 'disciplina_id' | 'fecha'>;

/** The right that pays this class, as the server picks it: same discipline, valid on the class's day, the one running out first. */
export function fittingMakeup(makeups: readonly Makeup[], occurrence: Recoverable): Makeup | null {
  const fitting = makeups.filter((m) => m.disciplina_id === occurrence.disciplina_id && m.vence >= occurrence.fecha);
  return fitting.toSorted((a, b) => a.vence.localeCompare(b.vence) || a.id - b.id)[0] ?? null;
}

/** Over the agenda: which classes her soonest right pays, and until when. */
export function agendaMakeupNote(makeups: readonly Makeup[]): string | null {
  const soonest = makeups.toSorted((a, b) => a.vence.localeCompare(b.vence))[0];
  if (!soonest) return null;
  const held = makeups.length === 1 ? 'Tienes un recupero' : `Tienes ${makeups.length} recuperos`;
  return `${held}: elige una clase de ${soonest.disciplina} hasta el ${dayMonth(soonest.vence)} y toca «Usar un recupero».`;
}
