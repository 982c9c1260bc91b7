import type { PlanEvent } from '../../events/catalog/plans.events';
import type { PlanState } from '../../domain/plans/plan-tree';
import type { ProgresionPreview } from '../../contract/plans';

type Applied = Extract<PlanEvent, { type: 'ProgressionApplied' }>;

// Enough lines for the coach to check the step in each week without reading the whole plan.
const PREVIEW_LINES = 8;

/**
 * Before → after for a few of the sets a ProgressionApplied moves: the first set of each exercise, week by week,
 * so every week of the range shows; `total` counts every set it moves.
 */
export function previewOf(state: PlanState, event: Applied): ProgresionPreview {
  const weights = new Map(event.data.sets.map((s) => [s.setId, s.weight]));
  const series: ProgresionPreview['series'] = [];
  for (const week of state.weeks.filter((w) => event.data.weekIds.includes(w.id))) {
    for (const day of week.days) {
      for (const block of day.blocks) {
        for (const exercise of block.exercises) {
          const set = exercise.sets.find((s) => weights.has(s.id));
          if (set && series.length < PREVIEW_LINES) {
            series.push({ semana: week.name, dia: day.name, ejercicio: exercise.name, numero: set.number, antes: set.weight, despues: weights.get(set.id)! });
          }
        }
      }
    }
  }
  return { series, total: event.data.sets.length };
}
