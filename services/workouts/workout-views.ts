import type { Comentario, ComentarioSocio, HistorialEjercicio, RecordsEjercicio, ResultadoBloque, SesionDetalle, SesionResumen, TipoRecord, UltimaVez } from '../../contract/workouts';
import { toFormato } from '../../domain/plans/block-format.view';
import type { BlockResultRow } from '../../projections/workouts/workout-block-results.queries';
import type { PlannedExercise } from '../../events/catalog/workouts.events';
import { bestsOf, estimatedOneRepMax, kilos, volumeOf, type DoneSet, type Mark } from '../../domain/workouts/records';
import { exerciseKey } from '../../domain/workouts/exercise-key';
import { prescriptionOf } from '../../domain/plans/set-prescription';
import type { CommentRow, LastTimeRow, LoggedSetRow, MemberCommentRow, SessionSummaryRow } from '../../projections/workouts/workouts.queries';

/** A session in a list (contract SesionResumen). */
export const sessionSummary = (r: SessionSummaryRow): SesionResumen => ({
  id: r.id,
  clerk_user_id: r.user_id,
  socio: r.socio,
  planificacion_id: r.plan_id,
  planificacion: r.plan_name,
  semana: r.week_name,
  dia_id: r.day_id,
  dia: r.day_name,
  estado: r.finished_at ? 'finalizada' : 'en_curso',
  iniciada_en: r.started_at.toISOString(),
  finalizada_en: r.finished_at?.toISOString() ?? null,
  fecha: r.fecha,
  nota: r.note,
  series_registradas: r.logged_sets,
  series_planificadas: r.planned_sets,
  volumen: kilos(r.volume),
  records: r.records,
  comentarios: r.comments,
});

/** A session with its day's exercises, each planned set beside what was logged, and the comments. */
const plannedPrescription = (p: PlannedExercise['sets'][number]) => {
  const { percent, ...effort } = prescriptionOf(p);
  return { ...effort, ...(percent === undefined ? {} : { porcentaje: percent }) };
};
const loggedEffort = (s: LoggedSetRow) => ({ ...(s.rpe === null ? {} : { rpe: s.rpe }), ...(s.rir === null ? {} : { rir: s.rir }) });

const RESULT_TYPE: Record<BlockResultRow['kind'], ResultadoBloque['tipo']> = { amrap: 'amrap', emom: 'emom', circuit: 'circuito', intervals: 'intervalos' };

const resultView = (r: BlockResultRow): ResultadoBloque => ({
  bloque_id: r.block_id,
  bloque: r.block_name,
  tipo: RESULT_TYPE[r.kind],
  ...(r.rounds === null ? {} : { vueltas: r.rounds }),
  ...(r.reps === null ? {} : { repeticiones: r.reps }),
  ...(r.minutes === null ? {} : { minutos: r.minutes }),
});

export function sessionDetail(summary: SessionSummaryRow, exercises: readonly PlannedExercise[], sets: readonly LoggedSetRow[], comments: readonly CommentRow[], results: readonly BlockResultRow[] = []): SesionDetalle {
  const logged = new Map(sets.map((s) => [s.set_id, s]));
  return {
    ...sessionSummary(summary),
    ejercicios: exercises.map((e) => ({
      ejercicio_id: e.exerciseId,
      nombre: e.name,
      video: e.video,
      bloque_id: e.blockId,
      bloque: e.blockName,
      descanso: e.rest,
      ...(e.blockFormat ? { formato: toFormato(e.blockFormat), descanso_bloque: e.blockRest ?? 0 } : {}),
      series: e.sets.map((p) => {
        const s = logged.get(p.setId);
        return {
          serie_id: p.setId,
          numero: p.number,
          planificado: { repeticiones: p.reps, peso: kilos(p.weight), ...plannedPrescription(p) },
          registrado: s
            ? { repeticiones: s.reps, peso: kilos(s.weight), segundos: s.seconds, hecha: s.done, registrada_en: s.logged_at.toISOString(), records: s.records as TipoRecord[], ...loggedEffort(s) }
            : null,
        };
      }),
    })),
    resultados_bloques: results.map(resultView),
    lista_comentarios: comments.map(commentView),
  };
}

export const commentView = (c: CommentRow): Comentario => ({
  id: c.id,
  autor_id: c.author_id,
  // A coach whose account is gone still signs as the coach.
  autor: c.author || 'Tu profe',
  texto: c.text,
  fecha: c.at.toISOString(),
  leido: c.read_at !== null,
});

/** One of the member's stored comments, with the session it is about. */
export const memberCommentView = (c: MemberCommentRow): ComentarioSocio => ({
  ...commentView(c),
  sesion_id: c.session_id,
  planificacion: c.plan_name,
  dia: c.day_name,
  fecha_sesion: c.fecha,
});

export const doneSetOf = (s: LoggedSetRow): DoneSet => ({ reps: s.reps, weight: s.weight, done: s.done, date: s.fecha, sessionId: s.session_id, at: s.logged_at.toISOString() });

const markOf = (m: Mark) => ({ peso: kilos(m.set.weight), repeticiones: m.set.reps, fecha: m.set.date, sesion_id: m.set.sessionId });

/** A member's bests for one exercise (contract RecordsEjercicio). */
export function exerciseRecords(nombre: string, sets: readonly DoneSet[]): RecordsEjercicio {
  const bests = bestsOf(sets);
  return {
    nombre,
    peso_maximo: bests.heaviest ? markOf(bests.heaviest) : null,
    e1rm: bests.e1rm ? { ...markOf(bests.e1rm), valor: bests.e1rm.value } : null,
    repeticiones_por_peso: bests.repsByWeight.map(markOf),
  };
}

/** Every exercise the member has done, by its latest name, alphabetically. */
export function allRecords(sets: readonly (LoggedSetRow & { exercise_key: string })[]): RecordsEjercicio[] {
  const byKey = new Map<string, (LoggedSetRow & { exercise_key: string })[]>();
  for (const s of sets) byKey.set(s.exercise_key, [...(byKey.get(s.exercise_key) ?? []), s]);
  return [...byKey.values()]
    .map((group) => exerciseRecords(group.at(-1)!.exercise_name, group.map(doneSetOf)))
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
}

/** The member's sets of one exercise over time, per session for the chart, and their records. */
export function exerciseHistory(nombre: string, sets: readonly LoggedSetRow[]): HistorialEjercicio {
  const done = sets.filter((s) => s.done);
  const series = done.map((s) => ({
    fecha: s.fecha,
    registrada_en: s.logged_at.toISOString(),
    sesion_id: s.session_id,
    numero: s.number,
    repeticiones: s.reps,
    peso: kilos(s.weight),
    segundos: s.seconds,
    volumen: volumeOf(s),
    e1rm: estimatedOneRepMax(s.weight, s.reps),
  }));
  const perSession = new Map<string, HistorialEjercicio['por_sesion'][number]>();
  for (const s of series) {
    const day = perSession.get(s.sesion_id) ?? { fecha: s.fecha, sesion_id: s.sesion_id, peso_maximo: 0, volumen: 0, e1rm: null };
    day.peso_maximo = Math.max(day.peso_maximo, s.peso);
    day.volumen = kilos(day.volumen + s.volumen);
    if (s.e1rm !== null && (day.e1rm === null || s.e1rm > day.e1rm)) day.e1rm = s.e1rm;
    perSession.set(s.sesion_id, day);
  }
  const name = done.at(-1)?.exercise_name ?? nombre.trim();
  return { nombre: name, series, por_sesion: [...perSession.values()], records: exerciseRecords(name, done.map(doneSetOf)) };
}

/** For each exercise of a plan day, the sets of the last session in which the member did it (prefill). */
export function lastTimeFor(exercises: readonly PlannedExercise[], rows: readonly LastTimeRow[]): UltimaVez[] {
  const byKey = new Map<string, LastTimeRow[]>();
  for (const r of rows) byKey.set(r.exercise_key, [...(byKey.get(r.exercise_key) ?? []), r]);
  return exercises.map((e) => {
    const last = byKey.get(exerciseKey(e.name)) ?? [];
    return {
      ejercicio_id: e.exerciseId,
      nombre: e.name,
      fecha: last[0]?.fecha ?? null,
      sesion_id: last[0]?.session_id ?? null,
      series: last.map((r) => ({ numero: r.number, repeticiones: r.reps, peso: kilos(r.weight), segundos: r.seconds })),
    };
  });
}
