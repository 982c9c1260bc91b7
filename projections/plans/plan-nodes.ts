import type { PlanEvent } from '../../events/catalog/plans.events';
import { findBlock, findDay, findExercise, findSet, findWeek, nodesOf, type NodeKind, type PlanState } from '../../domain/plans/plan-tree';

export interface NodeChanges {
  added: { kind: NodeKind; id: number }[];
  removed: number[];
}

const none: NodeChanges = { added: [], removed: [] };
const ids = (nodes: { id: number }[]) => nodes.map((n) => n.id);

/** Which node ids an event adds to or removes from a plan, given the tree just before it (pure). */
export function nodeChanges(before: PlanState, event: PlanEvent): NodeChanges {
  switch (event.type) {
    case 'WeekAdded':
      return { added: [{ kind: 'week', id: event.data.weekId }], removed: [] };
    case 'WeekDuplicated':
      return { added: nodesOf(event.data.week, 'week'), removed: [] };
    case 'PlanDuplicated':
      return { added: event.data.weeks.flatMap((w) => nodesOf(w, 'week')), removed: [] };
    case 'DayCopied':
      return { added: nodesOf(event.data.day, 'day'), removed: [] };
    case 'BlockCopied':
      return { added: nodesOf(event.data.block, 'block'), removed: [] };
    case 'DayAdded':
      return { added: [{ kind: 'day', id: event.data.dayId }], removed: [] };
    case 'BlockAdded':
      return { added: [{ kind: 'block', id: event.data.blockId }], removed: [] };
    case 'ExerciseAdded':
    case 'ExerciseDuplicated':
      return { added: nodesOf(event.data.exercise, 'exercise'), removed: [] };
    case 'SetAdded':
    case 'SetDuplicated':
      return { added: [{ kind: 'set', id: event.data.set.id }], removed: [] };
    case 'WeekDeleted': {
      const week = findWeek(before, event.data.weekId);
      return week ? { added: [], removed: ids(nodesOf(week, 'week')) } : none;
    }
    case 'DayDeleted': {
      const found = findDay(before, event.data.dayId);
      return found ? { added: [], removed: ids(nodesOf(found.day, 'day')) } : none;
    }
    case 'BlockDeleted': {
      const found = findBlock(before, event.data.blockId);
      return found ? { added: [], removed: ids(nodesOf(found.block, 'block')) } : none;
    }
    case 'ExerciseDeleted': {
      const found = findExercise(before, event.data.exerciseId);
      return found ? { added: [], removed: ids(nodesOf(found.exercise, 'exercise')) } : none;
    }
    case 'SetDeleted':
      return findSet(before, event.data.setId) ? { added: [], removed: [event.data.setId] } : none;
    case 'ExerciseSetsReplaced': {
      const found = findExercise(before, event.data.exerciseId);
      if (!found) return none;
      const kept = new Set(ids(event.data.sets));
      const had = new Set(ids(found.exercise.sets));
      return {
        added: event.data.sets.filter((st) => !had.has(st.id)).map((st) => ({ kind: 'set' as const, id: st.id })),
        removed: ids(found.exercise.sets).filter((id) => !kept.has(id)),
      };
    }
    default:
      return none;
  }
}
