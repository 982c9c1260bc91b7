import type { PlanEvent } from '../../events/catalog/plans.events';
import { fail } from '../../events/framework/errors';
import type { PlanState, WeekNode } from '../../domain/plans/plan-tree';
import { LOADED_KG_RANGE, repeatedStep, steppedWeight } from '../../domain/plans/progression';
import type { ProgressionCommand } from './plan.commands.types';
import { parseWeeklyStep } from './plan-rules';

/** How names are compared: "sentadilla " and "Sentadilla" are the same exercise in every week. */
export const exerciseKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');

/** A week position (1-based) inside the plan, else undefined. */
function position(value: unknown, weeks: number): number | undefined {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= weeks ? n : undefined;
}

/** The weeks `from`..`to` of the plan, in order, or a Spanish 400 when the range is not inside it. */
export function weeksInRange(state: PlanState, from: unknown, to: unknown): WeekNode[] {
  const first = position(from, state.weeks.length);
  const last = position(to, state.weeks.length);
  if (first === undefined || last === undefined || first > last) throw fail('PROGRESSION_WEEKS_OUT_OF_RANGE', { weeks: state.weeks.length });
  return state.weeks.slice(first - 1, last);
}

const chosenKeys = (exercises: readonly string[] | null) => (exercises ? new Set(exercises.map(exerciseKey)) : null);

/** The chosen exercises of `week` (all when `chosen` is null) that have a loaded set, with their day. */
export function* progressedExercises(week: WeekNode, chosen: Set<string> | null) {
  for (const day of week.days) {
    for (const block of day.blocks) {
      for (const exercise of block.exercises) {
        if (chosen && !chosen.has(exerciseKey(exercise.name))) continue;
        if (exercise.sets.some((s) => s.weight > 0)) yield { day, exercise };
      }
    }
  }
}

function* loadedSets(week: WeekNode, chosen: Set<string> | null) {
  for (const { exercise } of progressedExercises(week, chosen)) for (const set of exercise.sets) if (set.weight > 0) yield set;
}

/** The exercises a progression on weeks `from`..`to` moves (what the editor's answer sends back, as they are now). */
export function progressedExerciseIds(state: PlanState, from: unknown, to: unknown, exercises: readonly string[] | null): number[] {
  const chosen = chosenKeys(exercises);
  return weeksInRange(state, from, to).flatMap((week) => [...progressedExercises(week, chosen)].map(({ exercise }) => exercise.id));
}

/**
 * "Aplicar progresión" on existing weeks: the k-th week of the range gets k steps (Semanas 2–4 at +2,5 kg per week:
 * +2,5, +5 and +7,5 kg on each week's own weights), rounded once to 0,25 kg; bodyweight sets stay as they are.
 * Refuses a range outside the plan, a choice that moves no set, and a result below 1 kg or above 1000 kg.
 */
export function decideProgression(command: ProgressionCommand, state: PlanState): PlanEvent[] {
  const progression = parseWeeklyStep(command.progression);
  const weeks = weeksInRange(state, command.from, command.to);
  const exercises = command.exercises && [...new Set(command.exercises.map((n) => n.trim().replace(/\s+/g, ' ')).filter(Boolean))];
  if (exercises && exercises.length === 0) throw fail('PROGRESSION_NO_MATCH');
  const chosen = chosenKeys(exercises);
  const sets = weeks.flatMap((week, k) => {
    const step = repeatedStep(progression, k + 1);
    return [...loadedSets(week, chosen)].map((set) => ({ setId: set.id, weight: steppedWeight(set.weight, step) }));
  });
  if (sets.length === 0) throw fail('PROGRESSION_NO_MATCH');
  if (sets.some((s) => s.weight < LOADED_KG_RANGE.min || s.weight > LOADED_KG_RANGE.max)) throw fail('PROGRESSION_WEIGHT_OUT_OF_RANGE', LOADED_KG_RANGE);
  const weekIds = weeks.map((w) => w.id);
  return [{ type: 'ProgressionApplied', data: { planId: command.planId, weekIds, progression, exercises, sets } }];
}
