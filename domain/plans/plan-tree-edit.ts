import type { BlockNode, DayNode, ExerciseNode, PlanState, SetNode, WeekNode } from './plan-tree';

/**
 * Immutable edits of one level of the tree. Each returns the same object when nothing matched, so an
 * edit only copies the path down to what changed.
 */
type Edit<T> = (items: T[]) => T[];

const mapChanged = <T>(items: T[], fn: (item: T) => T): T[] => {
  let changed = false;
  const out = items.map((item) => {
    const next = fn(item);
    if (next !== item) changed = true;
    return next;
  });
  return changed ? out : items;
};

export const replaceById = <T extends { id: number }>(id: number, fn: (item: T) => T): Edit<T> => (items) =>
  mapChanged(items, (item) => (item.id === id ? fn(item) : item));

export const removeById = <T extends { id: number }>(id: number): Edit<T> => (items) =>
  items.some((i) => i.id === id) ? items.filter((i) => i.id !== id) : items;

/** Inserts `item` right after the element with id `afterId` (at the end when it is not there). */
export const insertAfter = <T extends { id: number }>(afterId: number, item: T): Edit<T> => (items) => {
  const at = items.findIndex((i) => i.id === afterId);
  return at < 0 ? items : [...items.slice(0, at + 1), item, ...items.slice(at + 1)];
};

export const editWeeks = (s: PlanState, f: Edit<WeekNode>): PlanState => {
  const weeks = f(s.weeks);
  return weeks === s.weeks ? s : { ...s, weeks };
};
export const editDays = (s: PlanState, f: Edit<DayNode>): PlanState =>
  editWeeks(s, (ws) => mapChanged(ws, (w) => {
    const days = f(w.days);
    return days === w.days ? w : { ...w, days };
  }));
export const editBlocks = (s: PlanState, f: Edit<BlockNode>): PlanState =>
  editDays(s, (ds) => mapChanged(ds, (d) => {
    const blocks = f(d.blocks);
    return blocks === d.blocks ? d : { ...d, blocks };
  }));
export const editExercises = (s: PlanState, f: Edit<ExerciseNode>): PlanState =>
  editBlocks(s, (bs) => mapChanged(bs, (b) => {
    const exercises = f(b.exercises);
    return exercises === b.exercises ? b : { ...b, exercises };
  }));
export const editSets = (s: PlanState, f: Edit<SetNode>): PlanState =>
  editExercises(s, (es) => mapChanged(es, (e) => {
    const sets = f(e.sets);
    return sets === e.sets ? e : { ...e, sets };
  }));
