import type { PlannedExercise } from '../../events/catalog/workouts.events';
import type { PlanState } from '../../domain/plans/plan-tree';
import { findDay } from '../../domain/plans/plan-tree';
import { restAfterExercise } from '../../domain/plans/exercise-rest';
import { prescriptionOf } from '../../domain/plans/set-prescription';

export interface DaySnapshot {
  planName: string;
  weekId: number;
  weekName: string;
  dayId: number;
  dayName: string;
  exercises: PlannedExercise[];
}

/** A plan day as a session keeps it: its exercises in order, each with its block, rest and planned sets. */
export function daySnapshot(plan: PlanState, dayId: number): DaySnapshot | undefined {
  const found = findDay(plan, dayId);
  if (!found) return undefined;
  const { week, day } = found;
  const exercises = day.blocks.flatMap((block) =>
    block.exercises.map((e) => ({
      exerciseId: e.id,
      name: e.name,
      video: e.video,
      blockId: block.id,
      blockName: block.name,
      // The rest the session's timer counts after each set of this exercise.
      rest: restAfterExercise(e, block),
      // Only a block with a type carries it, so a normal day's snapshot keeps the shape it always had.
      ...(block.format ? { blockFormat: block.format, blockRest: block.rest } : {}),
      sets: e.sets.map((s) => ({ setId: s.id, number: s.number, reps: s.reps, weight: s.weight, ...prescriptionOf(s) })),
    })),
  );
  return { planName: plan.name, weekId: week.id, weekName: week.name, dayId: day.id, dayName: day.name, exercises };
}
