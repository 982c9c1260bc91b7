import type { PlanEvent } from '../../events/catalog/plans.events';
import type { SetCommand } from './plan.commands.types';
import { parseReps, parseSetNumber, parseWeight, planErrors, SET_COUNT_MAX } from './plan-rules';
import { fail } from '../../events/framework/errors';
import { findExercise, findSet, idSupply, type PlanState } from '../../domain/plans/plan-tree';
import { prescriptionOf, samePrescription } from '../../domain/plans/set-prescription';
import { parsePrescription } from './set-prescription-rules';

/** Sets (series): numero, repeticiones as text, peso in whole kg. */
export function decideSet(command: SetCommand, state: PlanState): PlanEvent[] {
  const planId = command.planId;
  switch (command.type) {
    case 'AddSet': {
      const found = findExercise(state, command.exerciseId);
      if (!found) throw planErrors.exercise();
      // "Agregar Serie": the next number, 0 repetitions, 0 kg, unless the caller says otherwise. A number is a
      // position: past the end it is the end, inside the list the set goes there and the rest move down.
      const last = found.exercise.sets.length + 1;
      const number = command.number === undefined || command.number === null ? last : Math.min(parseSetNumber(command.number), last);
      const set = { id: command.setId, number, reps: parseReps(command.reps), weight: parseWeight(command.weight), ...parsePrescription(command) };
      return [{ type: 'SetAdded', data: { planId, exerciseId: command.exerciseId, set } }];
    }
    case 'EditSet': {
      const wanted = parseSetNumber(command.number);
      const reps = parseReps(command.reps);
      const weight = parseWeight(command.weight);
      const prescription = parsePrescription(command);
      const found = findSet(state, command.setId);
      if (!found) throw planErrors.set();
      const number = Math.min(wanted, found.exercise.sets.length);
      const { set } = found;
      if (set.number === number && set.reps === reps && set.weight === weight && samePrescription(prescriptionOf(set), prescription)) return [];
      return [{ type: 'SetEdited', data: { planId, setId: set.id, number, reps, weight, ...prescription } }];
    }
    case 'DuplicateSet': {
      const found = findSet(state, command.setId);
      if (!found) throw planErrors.set();
      // The copy goes right after its source (numbers are positions, 1..n). docs/product.md §5's "number = count of
      // sets" gave 1, 2, 2, 4 after duplicate + add; the fold renumbers the rest.
      const set = { ...found.set, id: command.newSetId, number: found.set.number + 1 };
      return [{ type: 'SetDuplicated', data: { planId, sourceSetId: found.set.id, exerciseId: found.exercise.id, set } }];
    }
    case 'DeleteSet':
      if (!findSet(state, command.setId)) throw planErrors.set();
      return [{ type: 'SetDeleted', data: { planId, setId: command.setId } }];
    case 'ReplaceExerciseSets':
      return replaceSets(command, state);
  }
}

/**
 * The grid's one save: the exercise's sets become the rows, numbered 1..n in row order. A row naming one of the
 * exercise's sets keeps its id (a member's logged set stays attached); new rows take fresh ids.
 */
function replaceSets(command: Extract<SetCommand, { type: 'ReplaceExerciseSets' }>, state: PlanState): PlanEvent[] {
  const found = findExercise(state, command.exerciseId);
  if (!found) throw planErrors.exercise();
  if (command.sets.length > SET_COUNT_MAX) throw fail('INVALID_SET_COUNT', { max: SET_COUNT_MAX });
  const own = new Set(found.exercise.sets.map((st) => st.id));
  const seen = new Set<number>();
  const fresh = idSupply(command.ids);
  const sets = command.sets.map((row, i) => {
    if (row.id !== undefined && (!own.has(row.id) || seen.has(row.id))) throw planErrors.set();
    if (row.id !== undefined) seen.add(row.id);
    return { id: row.id ?? fresh(), number: i + 1, reps: parseReps(row.reps), weight: parseWeight(row.weight), ...parsePrescription(row) };
  });
  const before = found.exercise.sets;
  const same = sets.length === before.length && sets.every((st, i) => st.id === before[i]!.id && st.reps === before[i]!.reps && st.weight === before[i]!.weight && samePrescription(st, before[i]!));
  return same ? [] : [{ type: 'ExerciseSetsReplaced', data: { planId: command.planId, exerciseId: found.exercise.id, sets } }];
}
