import { toFormato } from './block-format.view';
import type { BlockNode, DayNode, ExerciseNode, PlanState, SetNode, WeekNode } from './plan-tree';

/** docs/product.md §3 Planificacion → Serie, as the API serves it (ids carry their parent's id, visible is 1/0), level by level. */
const toPrescripcion = (s: SetNode) => ({
  ...(s.rpe === undefined ? {} : { rpe: s.rpe }),
  ...(s.rir === undefined ? {} : { rir: s.rir }),
  ...(s.tempo === undefined ? {} : { tempo: s.tempo }),
  ...(s.percent === undefined ? {} : { porcentaje: s.percent }),
});
export const toSerie = (s: SetNode, exerciseId: number) => ({ id: s.id, numero: s.number, repeticiones: s.reps, peso: s.weight, ejercicio_id: exerciseId, ...toPrescripcion(s) });

export const toEjercicio = (e: ExerciseNode, blockId: number) => ({
  id: e.id,
  nombre: e.name,
  video: e.video,
  notas: e.notes,
  // Events before the exercise's own rest existed carry none: null, the block's rest applies.
  descanso: e.rest ?? null,
  bloque_id: blockId,
  series: e.sets.map((s) => toSerie(s, e.id)),
});

export const toBloque = (b: BlockNode, dayId: number) => ({
  id: b.id,
  nombre: b.name,
  descanso: b.rest,
  ...(b.format ? { formato: toFormato(b.format) } : {}),
  dia_id: dayId,
  ejercicios: b.exercises.map((e) => toEjercicio(e, b.id)),
});

export const toDia = (d: DayNode, weekId: number) => ({ id: d.id, nombre: d.name, semana_id: weekId, bloques: d.blocks.map((b) => toBloque(b, d.id)) });

export const toSemana = (w: WeekNode, planId: number) => ({ id: w.id, nombre: w.name, planificacion_id: planId, dias: w.days.map((d) => toDia(d, w.id)) });

/** The plan's own fields, without its weeks (what a rename or a visibility change touches). */
export const toPlanHeader = (plan: PlanState) => ({ id: plan.id, nombre: plan.name, visible: plan.visible ? 1 : 0 });

/** `version` (the plan stream's version) is an added field: clients send it back through the ETag. */
export function toPlanificacion(plan: PlanState, version?: number) {
  return { ...toPlanHeader(plan), ...(version === undefined ? {} : { version }), semanas: plan.weeks.map((w) => toSemana(w, plan.id)) };
}

/** The JSON text a plan read answers, as the read model stores it. */
export const renderPlanDocument = (plan: PlanState, version: number): string => JSON.stringify(toPlanificacion(plan, version));

export type Planificacion = ReturnType<typeof toPlanificacion>;
