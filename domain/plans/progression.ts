import type { WeekNode } from './plan-tree';

/** How much heavier each duplicated week gets: whole kg, or a percentage of each loaded set's weight. */
export type Progression = { kind: 'kg'; amount: number } | { kind: 'percent'; amount: number };

// Weights are whole kg (SPEC.md's Serie.peso); a loaded set never drops to 0 (that would read as bodyweight).
const MIN_LOADED_KG = 1;
const MAX_KG = 1000;

/** One loaded set's next weight; bodyweight sets (0 kg) stay bodyweight. */
export function progressWeight(weight: number, step: Progression): number {
  if (weight <= 0) return weight;
  const next = step.kind === 'kg' ? weight + step.amount : Math.round(weight * (1 + step.amount / 100));
  return Math.min(MAX_KG, Math.max(MIN_LOADED_KG, next));
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
