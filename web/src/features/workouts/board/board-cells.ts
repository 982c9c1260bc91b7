import type { DiaPizarra, Objetivo, Pizarra, SocioPizarra } from '../../../../../contract/class-board';
import { dayMonth, weekdayName } from '../../../lib/calendar-date';
import { formatReps } from '../../../lib/format-reps';
import { formatKilos, weightInput } from '../../../lib/format-weight';
import { effortParts } from '../../../lib/training-load';
import { parseTarget } from '../set-entry';

/** What a pizarra's cell reads, as plain text: the member's target for a set and what she logged in it. */

export type BoardExercise = DiaPizarra['bloques'][number]['ejercicios'][number];
export type BoardSet = BoardExercise['series'][number];
export type Hecha = SocioPizarra['hechas'][number];

/**
 * Her target for a set: the server's, else the plan's own figures (a set the coach added after the board was read,
 * until the next refetch brings her own).
 */
export function targetOf(socio: SocioPizarra, serie: BoardSet): Objetivo {
  const own = socio.objetivos.find((o) => o.serie_id === serie.id);
  if (own) return own;
  return { serie_id: serie.id, kg: serie.peso > 0 ? serie.peso : null, repeticiones: serie.repeticiones, origen: 'plan', rpe: serie.rpe, rir: serie.rir };
}

export const doneOf = (socio: SocioPizarra, serie: BoardSet): Hecha | undefined => socio.hechas.find((h) => h.serie_id === serie.id);

/** "60 kg × 8", "62,5 kg × 8-10", "× 12" when there is no kg to go by, "× 30 s" for a timed set. */
export function targetText(target: Pick<Objetivo, 'kg' | 'repeticiones'>): string {
  const reps = formatReps(target.repeticiones);
  const kg = target.kg === null ? '' : `${formatKilos(target.kg)} kg`;
  if (!reps) return kg || '—';
  return kg ? `${kg} × ${reps}` : `× ${reps}`;
}

/** "RIR 2", "RPE 8,5", both, or "" when the target asks for neither. */
export const targetEffort = (target: Pick<Objetivo, 'rpe' | 'rir'>): string => effortParts({ rpe: target.rpe, rir: target.rir }).join(' · ');

/** What she logged: "✓ 8 × 60 kg", "✓ 12" for a bodyweight set. */
export const doneText = (done: Pick<Hecha, 'repeticiones' | 'peso'>): string =>
  done.peso > 0 ? `✓ ${done.repeticiones} × ${formatKilos(done.peso)} kg` : `✓ ${done.repeticiones}`;

/** The cell as a screen reader says it: "objetivo 60 kg × 8, RIR 2; hecha: 8 × 60 kg, récord". */
export function cellSummary(target: Objetivo, done: Hecha | undefined, sending = false): string {
  const effort = targetEffort(target);
  const goal = `objetivo ${targetText(target)}${effort ? `, ${effort}` : ''}`;
  if (sending) return `${goal}; enviando`;
  if (!done) return goal;
  return `${goal}; hecha: ${doneText(done).slice(2)}${done.records.length > 0 ? ', récord' : ''}`;
}

/** The board's heading: "Funcional · lunes 16/11 · 18:00" (24-hour time, as the schedule writes it). */
export const classHeading = (clase: Pizarra['clase']): string => `${clase.disciplina} · ${weekdayName(clase.fecha)} ${dayMonth(clase.fecha)} · ${clase.hora.slice(0, 5)}`;

/** The dialog's starting figures: what she logged when she did the set, else her target (a timed set: no count). */
export function entryStart(target: Objetivo, done: Hecha | undefined): { repeticiones: string; kg: string } {
  if (done) return { repeticiones: String(done.repeticiones), kg: weightInput(done.peso) };
  const reps = parseTarget(target.repeticiones);
  return { repeticiones: reps.kind === 'reps' && reps.reps !== null ? String(reps.reps) : '', kg: weightInput(target.kg ?? 0) };
}
