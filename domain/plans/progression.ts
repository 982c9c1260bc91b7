import type { WeekNode } from './plan-tree';

/** How much heavier a week gets: kg, or a percentage of each loaded set's weight. */
export type Progression = { kind: 'kg'; amount: number } | { kind: 'percent'; amount: number };

// A loaded set never drops to 0 (that would read as bodyweight).
const MIN_LOADED_KG = 1;
// Set weights go in steps of 0,25 kg (1,25 kg micro plates on each side of the bar make 2,5).
const STEP_KG = 0.25;
const MAX_KG = 1000;

export const LOADED_KG_RANGE = { min: MIN_LOADED_KG, max: MAX_KG } as const;

/** `kg` rounded to the 0,25 kg a plan stores. */
const roundToStep = (kg: number): number => Math.round(kg / STEP_KG) * STEP_KG;

/**
 * One loaded set's weight after `step`, rounded to 0,25 kg (so +2,5 kg is exactly +2,5 and a percentage lands on
 * a load the plates make), before any clamping. Bodyweight sets (0 kg) stay bodyweight.
 */
export function steppedWeight(weight: number, step: Progression): number {
  if (weight <= 0) return weight;
  return roundToStep(step.kind === 'kg' ? weight + step.amount : weight * (1 + step.amount / 100));
}

/** One loaded set's next weight, kept between 1 and 1000 kg; bodyweight sets (0 kg) stay bodyweight. */
export function progressWeight(weight: number, step: Progression): number {
  if (weight <= 0) return weight;
  return Math.min(MAX_KG, Math.max(MIN_LOADED_KG, steppedWeight(weight, step)));
}

/**
 * `steps` steps of `step` as one, so a week k steps away is rounded once (+2 % three times rounds the +6,12 % once,
 * not each week's result): kg add up, percentages compound.
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
