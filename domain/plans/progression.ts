import type { WeekNode } from './plan-tree';

/** How much heavier a week gets: kg, or a percentage of each loaded set's weight. */
export type Progression = { kind: 'kg'; amount: number } | { kind: 'percent'; amount: number };

// Weights are whole kg (SPEC.md's Serie.peso); a loaded set never drops to 0 (that would read as bodyweight).
const MIN_LOADED_KG = 1;
const MAX_KG = 1000;

export const LOADED_KG_RANGE = { min: MIN_LOADED_KG, max: MAX_KG } as const;

/**
 * One loaded set's weight after `step`, rounded to the whole kg the plan stores (the plate step: a half-kg step
 * such as +2,5 kg lands on whole kg), before any clamping. Bodyweight sets (0 kg) stay bodyweight.
 */
export function steppedWeight(weight: number, step: Progression): number {
  if (weight <= 0) return weight;
  return Math.round(step.kind === 'kg' ? weight + step.amount : weight * (1 + step.amount / 100));
}

/** One loaded set's next weight, kept between 1 and 1000 kg; bodyweight sets (0 kg) stay bodyweight. */
export function progressWeight(weight: number, step: Progression): number {
  if (weight <= 0) return weight;
  return Math.min(MAX_KG, Math.max(MIN_LOADED_KG, steppedWeight(weight, step)));
}

/**
 * `steps` steps of `step` as one, so a week k steps away is rounded once (+2,5 kg three times is +7,5 kg, not
 * +3 kg three times): kg add up, percentages compound.
 */
export function repeatedStep(step: Progression, steps: number): Progression {
  return step.kind === 'kg' ? { kind: 'kg', amount: step.amount * steps } : { kind: 'percent', amount: ((1 + step.amount / 100) ** steps - 1) * 100 };
}

/** The week with every loaded set moved by `step` (a copy: untouched sets and nodes are shared). */
export function progressWeek(week: WeekNode, step: Progression): WeekNode {
  return {
    ...week,
    days: week.days.map((d) => ({
      ...d,
      blocks: d.blocks.map((b) => ({
        ...b,
        exercises: b.exercises.map((e) => ({ ...e, sets: e.sets.map((s) => (s.weight > 0 ? { ...s, weight: progressWeight(s.weight, step) } : s)) })),
      })),
    })),
  };
}

/** A week's loads `weeks` steps later: step k of a series of duplicated weeks (week 1 → week 1 + weeks). */
export const progressWeeks = (week: WeekNode, step: Progression, weeks: number): WeekNode =>
  Array.from({ length: weeks }).reduce<WeekNode>((w) => progressWeek(w, step), week);
