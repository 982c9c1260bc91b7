import type { PlanEvent } from '../../events/catalog/plans.events';
import type { SetCommand } from './plan.commands.types';
import { parseReps, parseSetNumber, parseWeight, planErrors } from './plan-rules';
import { findExercise, findSet, type PlanState } from '../../domain/plans/plan-tree';

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
      const set = { id: command.setId, number, reps: parseReps(command.reps), weight: parseWeight(command.weight) };
      return [{ type: 'SetAdded', data: { planId, exerciseId: command.exerciseId, set } }];
    }
    case 'EditSet': {
      const wanted = parseSetNumber(command.number);
      const reps = parseReps(command.reps);
      const weight = parseWeight(command.weight);
      const found = findSet(state, command.setId);
      if (!found) throw planErrors.set();
      const number = Math.min(wanted, found.exercise.sets.length);
      const { set } = found;
      if (set.number === number && set.reps === reps && set.weight === weight) return [];
      return [{ type: 'SetEdited', data: { planId, setId: set.id, number, reps, weight } }];
    }
    case 'DuplicateSet': {
      const found = findSet(state, command.setId);
      if (!found) throw planErrors.set();
      // The copy goes right after its source (numbers are positions, 1..n). SPEC.md §5's "number = count of
      // sets" gave 1, 2, 2, 4 after duplicate + add; the fold renumbers the rest.
      const set = { ...found.set, id: command.newSetId, number: found.set.number + 1 };
      return [{ type: 'SetDuplicated', data: { planId, sourceSetId: found.set.id, exerciseId: found.exercise.id, set } }];
    }
    case 'DeleteSet':
      if (!findSet(state, command.setId)) throw planErrors.set();
      return [{ type: 'SetDeleted', data: { planId, setId: command.setId } }];
  }
}
