import type { BlockNode, DayNode, ExerciseNode, SetNode, WeekNode } from '../../events/catalog/plans.events';

export type { BlockNode, DayNode, ExerciseNode, SetNode, WeekNode };

/** The whole plan as its stream folds it: the tree, plus who it is assigned to directly. */
export interface PlanState {
  status: 'none' | 'active' | 'deleted';
  id: number;
  name: string;
  visible: boolean;
  weeks: WeekNode[];
  members: string[];
}

export type NodeKind = 'week' | 'day' | 'block' | 'exercise' | 'set';

export const initialPlanState = (): PlanState => ({ status: 'none', id: 0, name: '', visible: true, weeks: [], members: [] });

/** Sets are always kept sorted by number (then id, so equal numbers keep their order of creation). */
export const sortSets = (sets: readonly SetNode[]): SetNode[] => [...sets].sort((a, b) => a.number - b.number || a.id - b.id);

/**
 * A set's number is its position: 1..n in list order, whatever the events said. Older events could leave
 * 1, 2, 2, 4 (a duplicate numbered by count, then an add); folding through here shows them 1..n too.
 * Keeps each set object that already has its right number, so unchanged paths stay shared.
 */
export const numberSets = (sets: readonly SetNode[]): SetNode[] => sets.map((s, i) => (s.number === i + 1 ? s : { ...s, number: i + 1 }));

/** Sorted by the numbers the event carried, then renumbered 1..n: how a subtree from an event enters the tree. */
export const normalizeSets = (sets: readonly SetNode[]): SetNode[] => numberSets(sortSets(sets));

/** Puts `set` at position `number` (1-based, clamped to the ends) and renumbers the list 1..n. */
export const placeSet = (sets: readonly SetNode[], set: SetNode, number: number): SetNode[] => {
  const others = sets.filter((s) => s.id !== set.id);
  const at = Math.min(Math.max(number - 1, 0), others.length);
  return numberSets([...others.slice(0, at), set, ...others.slice(at)]);
};

export const normalizeExercise = (e: ExerciseNode): ExerciseNode => ({ ...e, sets: normalizeSets(e.sets) });
export const normalizeWeek = (w: WeekNode): WeekNode => ({
  ...w,
  days: w.days.map((d) => ({ ...d, blocks: d.blocks.map((b) => ({ ...b, exercises: b.exercises.map(normalizeExercise) })) })),
});

export function* daysOf(state: PlanState) {
  for (const week of state.weeks) for (const day of week.days) yield { week, day };
}
export function* blocksOf(state: PlanState) {
  for (const { day } of daysOf(state)) for (const block of day.blocks) yield { day, block };
}
export function* exercisesOf(state: PlanState) {
  for (const { block } of blocksOf(state)) for (const exercise of block.exercises) yield { block, exercise };
}
export function* setsOf(state: PlanState) {
  for (const { exercise } of exercisesOf(state)) for (const set of exercise.sets) yield { exercise, set };
}

const first = <T>(items: Iterable<T>, match: (item: T) => boolean): T | undefined => {
  for (const item of items) if (match(item)) return item;
  return undefined;
};

export const findWeek = (s: PlanState, id: number) => s.weeks.find((w) => w.id === id);
export const findDay = (s: PlanState, id: number) => first(daysOf(s), (x) => x.day.id === id);
export const findBlock = (s: PlanState, id: number) => first(blocksOf(s), (x) => x.block.id === id);
export const findExercise = (s: PlanState, id: number) => first(exercisesOf(s), (x) => x.exercise.id === id);
export const findSet = (s: PlanState, id: number) => first(setsOf(s), (x) => x.set.id === id);

/** Every node id inside (and including) a subtree, with its kind. */
export function nodesOf(node: WeekNode | DayNode | BlockNode | ExerciseNode | SetNode, kind: NodeKind): { kind: NodeKind; id: number }[] {
  const out: { kind: NodeKind; id: number }[] = [{ kind, id: node.id }];
  if ('days' in node) for (const d of node.days) out.push(...nodesOf(d, 'day'));
  if ('blocks' in node) for (const b of node.blocks) out.push(...nodesOf(b, 'block'));
  if ('exercises' in node) for (const e of node.exercises) out.push(...nodesOf(e, 'exercise'));
  if ('sets' in node) for (const st of node.sets) out.push({ kind: 'set', id: st.id });
  return out;
}

export const countNodes = (s: PlanState): number => s.weeks.reduce((n, w) => n + nodesOf(w, 'week').length, 0);

/** Takes fresh ids in order; running out is a caller bug (it allocated too few). */
export function idSupply(ids: readonly number[]) {
  let next = 0;
  return () => {
    const id = ids[next++];
    if (id === undefined) throw new Error('not enough ids allocated for this command');
    return id;
  };
}

/** Deep copies with fresh ids all the way down (same content, same order). */
export const copySet = (set: SetNode, id: () => number): SetNode => ({ ...set, id: id() });
export const copyExercise = (e: ExerciseNode, id: () => number): ExerciseNode => ({ ...e, id: id(), sets: e.sets.map((s) => copySet(s, id)) });
export const copyBlock = (b: BlockNode, id: () => number): BlockNode => ({ ...b, id: id(), exercises: b.exercises.map((e) => copyExercise(e, id)) });
export const copyDay = (d: DayNode, id: () => number): DayNode => ({ ...d, id: id(), blocks: d.blocks.map((b) => copyBlock(b, id)) });
export const copyWeek = (w: WeekNode, id: () => number): WeekNode => ({ ...w, id: id(), days: w.days.map((d) => copyDay(d, id)) });
