import type { PlanEvent } from '../../events/catalog/plans.events';
import { findSet, initialPlanState, normalizeExercise, normalizeWeek, type BlockNode, numberSets, placeSet, type ExerciseNode, type PlanState, type SetNode } from './plan-tree';
import { withPrescription } from './set-prescription';
import type { BlockFormat } from './block-format';
import { editBlocks, editDays, editExercises, editSets, editWeeks, insertAfter, removeById, replaceById } from './plan-tree-edit';

const withSets = (fn: (e: ExerciseNode) => SetNode[]) => (e: ExerciseNode): ExerciseNode => ({ ...e, sets: fn(e) });

/** A duplicated set goes right after its source (or last when the source is gone). */
const afterSource = (sets: SetNode[], sourceId: number, set: SetNode): SetNode[] => {
  const at = sets.findIndex((s) => s.id === sourceId);
  return numberSets(at < 0 ? [...sets, set] : [...sets.slice(0, at + 1), set, ...sets.slice(at + 1)]);
};

/** Normal is the absence of a format, so a block set back to normal reads as it did before formats existed. */
const withFormat = (block: BlockNode, format: BlockFormat): BlockNode => {
  const { format: _old, ...rest } = block;
  return format.kind === 'normal' ? rest : { ...rest, format };
};

/** New weights by set id; exercises without any of those sets stay the same objects. */
const reweigh = (state: PlanState, sets: readonly { setId: number; weight: number }[]): PlanState => {
  const weights = new Map(sets.map((s) => [s.setId, s.weight]));
  return editSets(state, (list) => (list.some((s) => weights.has(s.id)) ? list.map((s) => (weights.has(s.id) ? { ...s, weight: weights.get(s.id)! } : s)) : list));
};

/**
 * Folds one plan event into the tree. Pure, and shared by the decider and the plan_views projector, so
 * the read model is exactly the state the decider saw. Unknown ids leave the state as it is.
 * Set numbers are positions: every fold that touches an exercise's sets leaves them numbered 1..n.
 */
export function evolvePlan(state: PlanState, event: PlanEvent): PlanState {
  switch (event.type) {
    case 'PlanCreated':
      return { ...initialPlanState(), status: 'active', id: event.data.planId, name: event.data.name };
    case 'PlanDuplicated':
      return { ...initialPlanState(), status: 'active', id: event.data.planId, name: event.data.name, weeks: event.data.weeks.map(normalizeWeek) };
    case 'PlanRenamed':
      return { ...state, name: event.data.name };
    case 'PlanVisibilityChanged':
      return { ...state, visible: event.data.visible };
    case 'PlanDeleted':
      return { ...state, status: 'deleted', weeks: [], members: [] };
    case 'PlanAssignedToMember':
      return state.members.includes(event.data.userId) ? state : { ...state, members: [...state.members, event.data.userId] };
    case 'PlanUnassignedFromMember':
      return { ...state, members: state.members.filter((m) => m !== event.data.userId) };
    case 'WeekAdded':
      return editWeeks(state, (ws) => [...ws, { id: event.data.weekId, name: event.data.name, days: [] }]);
    case 'WeekRenamed':
      return editWeeks(state, replaceById(event.data.weekId, (w) => ({ ...w, name: event.data.name })));
    case 'WeekDuplicated':
      return editWeeks(state, (ws) => [...ws, normalizeWeek(event.data.week)]);
    case 'WeekDeleted':
      return editWeeks(state, removeById(event.data.weekId));
    case 'DayAdded': {
      const day = { id: event.data.dayId, name: event.data.name, blocks: [] };
      return editWeeks(state, replaceById(event.data.weekId, (w) => ({ ...w, days: [...w.days, day] })));
    }
    case 'DayCopied': {
      const [day] = normalizeWeek({ id: 0, name: '', days: [event.data.day] }).days;
      return editWeeks(state, replaceById(event.data.weekId, (w) => ({ ...w, days: [...w.days, day!] })));
    }
    case 'DayDeleted':
      return editDays(state, removeById(event.data.dayId));
    case 'BlockAdded': {
      const block = { id: event.data.blockId, name: event.data.name, rest: event.data.rest, exercises: [] };
      return editDays(state, replaceById(event.data.dayId, (day) => ({ ...day, blocks: [...day.blocks, block] })));
    }
    case 'BlockRenamed':
      return editBlocks(state, replaceById(event.data.blockId, (b) => ({ ...b, name: event.data.name })));
    case 'BlockRestChanged':
      return editBlocks(state, replaceById(event.data.blockId, (b) => ({ ...b, rest: event.data.rest })));
    case 'BlockFormatChanged':
      return editBlocks(state, replaceById(event.data.blockId, (b) => withFormat(b, event.data.format)));
    case 'BlockCopied': {
      const block: BlockNode = { ...event.data.block, exercises: event.data.block.exercises.map(normalizeExercise) };
      return editDays(state, replaceById(event.data.dayId, (day) => ({ ...day, blocks: [...day.blocks, block] })));
    }
    case 'BlockDeleted':
      return editBlocks(state, removeById(event.data.blockId));
    case 'ExerciseAdded': {
      const exercise = normalizeExercise(event.data.exercise);
      return editBlocks(state, replaceById(event.data.blockId, (b) => ({ ...b, exercises: [...b.exercises, exercise] })));
    }
    case 'ExerciseRenamed':
      return editExercises(state, replaceById(event.data.exerciseId, (e) => ({ ...e, name: event.data.name })));
    case 'ExerciseVideoAssigned':
      return editExercises(state, replaceById(event.data.exerciseId, (e) => ({ ...e, video: event.data.video })));
    case 'ExerciseNotesChanged':
      return editExercises(state, replaceById(event.data.exerciseId, (e) => ({ ...e, notes: event.data.notes })));
    case 'ExerciseRestChanged':
      return editExercises(state, replaceById(event.data.exerciseId, (e) => ({ ...e, rest: event.data.rest })));
    case 'ExerciseDuplicated':
      return editExercises(state, insertAfter(event.data.sourceExerciseId, normalizeExercise(event.data.exercise)));
    case 'ExerciseDeleted':
      return editExercises(state, removeById(event.data.exerciseId));
    case 'SetAdded':
      return editExercises(state, replaceById(event.data.exerciseId, withSets((e) => placeSet(e.sets, event.data.set, event.data.set.number))));
    case 'SetEdited': {
      const { setId, number, reps, weight } = event.data;
      const owner = findSet(state, setId);
      if (!owner) return state;
      // A new number moves the set to that position; the others close up around it. The event's prescription
      // replaces the set's (an older SetEdited carries none, and its set had none).
      const edited = withPrescription({ ...owner.set, number, reps, weight }, event.data);
      const edit = (e: ExerciseNode) => placeSet(e.sets, edited, number);
      return editExercises(state, replaceById(owner.exercise.id, withSets(edit)));
    }
    case 'SetDuplicated':
      return editExercises(state, replaceById(event.data.exerciseId, withSets((e) => afterSource(e.sets, event.data.sourceSetId, event.data.set))));
    case 'ExerciseSetsReplaced':
      return editExercises(state, replaceById(event.data.exerciseId, withSets(() => numberSets(event.data.sets))));
    case 'ProgressionApplied':
      return reweigh(state, event.data.sets);
    case 'SetDeleted': {
      const owner = findSet(state, event.data.setId)?.exercise;
      if (!owner) return state;
      return editExercises(state, replaceById(owner.id, withSets((e) => numberSets(e.sets.filter((st) => st.id !== event.data.setId)))));
    }
  }
}
