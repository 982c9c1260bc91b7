import type { PlanState } from './plan-tree';

/** SPEC.md §3 Planificacion → Serie, as the API serves it (ids carry their parent's id, visible is 1/0). */
export function toPlanificacion(plan: PlanState) {
  return {
    id: plan.id,
    nombre: plan.name,
    visible: plan.visible ? 1 : 0,
    semanas: plan.weeks.map((w) => ({
      id: w.id,
      nombre: w.name,
      planificacion_id: plan.id,
      dias: w.days.map((d) => ({
        id: d.id,
        nombre: d.name,
        semana_id: w.id,
        bloques: d.blocks.map((b) => ({
          id: b.id,
          nombre: b.name,
          descanso: b.rest,
          dia_id: d.id,
          ejercicios: b.exercises.map((e) => ({
            id: e.id,
            nombre: e.name,
            video: e.video,
            notas: e.notes,
            bloque_id: b.id,
            series: e.sets.map((s) => ({ id: s.id, numero: s.number, repeticiones: s.reps, peso: s.weight, ejercicio_id: e.id })),
          })),
        })),
      })),
    })),
  };
}

export type Planificacion = ReturnType<typeof toPlanificacion>;
