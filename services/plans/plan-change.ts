import type { PlanCommand } from './plan.commands.types';
import { findExercise, findSet, type NodeKind, type PlanState } from '../../domain/plans/plan-tree';
import { toBloque, toDia, toEjercicio, toPlanHeader, toSemana, toSerie } from '../../domain/plans/planificacion.view';

/**
 * What an editor command changed, for the client to apply to the plan it holds instead of receiving the whole
 * tree: the node as it is now (its whole subtree, docs/product.md §3 shape) with its parent and index among its
 * siblings, or its removal. Plan-level changes carry the plan's own fields (no weeks).
 */
export type PlanChange =
  | { op: 'upsert'; kind: 'plan'; parentId: null; index: 0; node: ReturnType<typeof toPlanHeader> }
  | { op: 'upsert'; kind: NodeKind; parentId: number; index: number; node: unknown }
  | { op: 'remove'; id: number };

/** Finds node `id` anywhere in the tree (ids are unique across kinds and plans) and renders it with its place. */
export function locateNode(state: PlanState, id: number): Extract<PlanChange, { op: 'upsert' }> | undefined {
  let at = state.weeks.findIndex((w) => w.id === id);
  if (at >= 0) return { op: 'upsert', kind: 'week', parentId: state.id, index: at, node: toSemana(state.weeks[at]!, state.id) };
  for (const week of state.weeks) {
    at = week.days.findIndex((d) => d.id === id);
    if (at >= 0) return { op: 'upsert', kind: 'day', parentId: week.id, index: at, node: toDia(week.days[at]!, week.id) };
    for (const day of week.days) {
      at = day.blocks.findIndex((b) => b.id === id);
      if (at >= 0) return { op: 'upsert', kind: 'block', parentId: day.id, index: at, node: toBloque(day.blocks[at]!, day.id) };
      for (const block of day.blocks) {
        at = block.exercises.findIndex((e) => e.id === id);
        if (at >= 0) return { op: 'upsert', kind: 'exercise', parentId: block.id, index: at, node: toEjercicio(block.exercises[at]!, block.id) };
        for (const exercise of block.exercises) {
          at = exercise.sets.findIndex((s) => s.id === id);
          if (at >= 0) return { op: 'upsert', kind: 'set', parentId: exercise.id, index: at, node: toSerie(exercise.sets[at]!, exercise.id) };
        }
      }
    }
  }
  return undefined;
}

// Commands on the plan itself; every other editor command answers a node. (Plan ids and node ids come from
// different sequences, so an id alone does not say which one it names.)
const PLAN_LEVEL = new Set<PlanCommand['type']>(['RenamePlan', 'ChangePlanVisibility', 'UnassignAllMembers', 'AssignPlanToMember', 'UnassignPlanFromMember']);

// Set numbers are positions (1..n), so adding, moving, duplicating or deleting one may renumber its siblings:
// then the answer is the whole exercise with its sets; when the siblings kept their numbers, the one set.
const SET_LEVEL = new Set<PlanCommand['type']>(['AddSet', 'EditSet', 'DuplicateSet', 'DeleteSet']);

const siblingNumbers = (state: PlanState | undefined, exerciseId: number, setId: number) =>
  state && findExercise(state, exerciseId)?.exercise.sets.filter((s) => s.id !== setId).map((s) => `${s.id}:${s.number}`).join();

/**
 * The change command `type` made to node (or plan) `id`, read from the plan as it is after the command.
 * `before` (the plan the command was decided on) finds a deleted set's exercise.
 */
export function changeOf(state: PlanState, type: PlanCommand['type'], id: number, before?: PlanState): PlanChange {
  if (PLAN_LEVEL.has(type)) return { op: 'upsert', kind: 'plan', parentId: null, index: 0, node: toPlanHeader(state) };
  if (SET_LEVEL.has(type)) {
    const owner = findSet(state, id) ?? (before && findSet(before, id));
    const unchanged = owner && before && siblingNumbers(before, owner.exercise.id, id) === siblingNumbers(state, owner.exercise.id, id);
    const exercise = owner && !unchanged && locateNode(state, owner.exercise.id);
    if (exercise) return exercise;
  }
  return locateNode(state, id) ?? { op: 'remove', id };
}
