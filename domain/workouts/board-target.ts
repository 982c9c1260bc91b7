import { loadFromPercent } from '../../contract/training-load';

/** A planned set as the pizarra reads it. */
export interface BoardSet {
  setId: number;
  number: number;
  reps: string;
  weight: number;
  percent?: number;
  rpe?: number;
  rir?: number;
}

/** What she lifted in a set of that exercise last time, by set number. */
export interface LastSet {
  number: number;
  reps: number;
  weight: number;
}

export interface BoardTarget {
  setId: number;
  kg: number | null;
  reps: string;
  source: 'maximo' | 'ultima_vez' | 'plan' | null;
  rpe?: number;
  rir?: number;
}

/**
 * One member's target for one planned set: a % set from her training max, rounded to the studio's plates; else the
 * kg she lifted in that set (by number) last time, so the class starts where she left off; else the plan's kg; a
 * set the plan gives no kg and she never did has none (bodyweight, a first time). Reps and effort are the plan's.
 */
export function boardTarget(set: BoardSet, opts: { trainingMax?: number; plateIncrement: number; lastTime: readonly LastSet[] }): BoardTarget {
  const effort = { ...(set.rpe !== undefined ? { rpe: set.rpe } : {}), ...(set.rir !== undefined ? { rir: set.rir } : {}) };
  const base = { setId: set.setId, reps: set.reps, ...effort };
  if (set.percent !== undefined && opts.trainingMax !== undefined) {
    return { ...base, kg: loadFromPercent(set.percent, opts.trainingMax, opts.plateIncrement), source: 'maximo' };
  }
  const last = opts.lastTime.find((s) => s.number === set.number);
  if (last && last.weight > 0) return { ...base, kg: last.weight, source: 'ultima_vez' };
  if (set.weight > 0) return { ...base, kg: set.weight, source: 'plan' };
  return { ...base, kg: null, source: null };
}
