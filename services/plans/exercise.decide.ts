import type { PlanEvent } from '../../events/catalog/plans.events';
import type { ExerciseCommand } from './plan.commands.types';
import { parseExerciseRest, parseNotes, parseReps, parseSetCount, parseVideo, parseWeight, planErrors, requireName } from './plan-rules';
import { copyExercise, findBlock, findExercise, idSupply, type PlanState } from '../../domain/plans/plan-tree';

export const COPY_SUFFIX = ' (copia)';

/**
 * Exercises. Adding one also creates its sets, numbered 1..n with repeticiones '0' and peso 0 (docs/product.md §5), or
 * the repetitions and weight given for all of them (the builder's fast entry, "4x10 @ 40").
 */
export function decideExercise(command: ExerciseCommand, state: PlanState): PlanEvent[] {
  const planId = command.planId;
  switch (command.type) {
    case 'AddExercise': {
      const name = requireName(command.name);
      const setCount = parseSetCount(command.setCount);
      const video = parseVideo(command.video);
      const notes = parseNotes(command.notes);
      const reps = parseReps(command.reps);
      const weight = parseWeight(command.weight);
      if (!findBlock(state, command.blockId)) throw planErrors.block();
      const id = idSupply(command.ids);
      const exerciseId = id();
      const sets = Array.from({ length: setCount }, (_, i) => ({ id: id(), number: i + 1, reps, weight }));
      return [{ type: 'ExerciseAdded', data: { planId, blockId: command.blockId, exercise: { id: exerciseId, name, video, notes, sets } } }];
    }
    case 'RenameExercise': {
      const name = requireName(command.name);
      const found = findExercise(state, command.exerciseId);
      if (!found) throw planErrors.exercise();
      return name === found.exercise.name ? [] : [{ type: 'ExerciseRenamed', data: { planId, exerciseId: command.exerciseId, name } }];
    }
    case 'AssignExerciseVideo': {
      const video = parseVideo(command.video);
      const found = findExercise(state, command.exerciseId);
      if (!found) throw planErrors.exercise();
      return video === found.exercise.video ? [] : [{ type: 'ExerciseVideoAssigned', data: { planId, exerciseId: command.exerciseId, video } }];
    }
    case 'ChangeExerciseNotes': {
      // The product description's Ejercicio.notas: free text for the member (tempo, cues); blank clears it.
      const notes = parseNotes(command.notes);
      const found = findExercise(state, command.exerciseId);
      if (!found) throw planErrors.exercise();
      return notes === found.exercise.notes ? [] : [{ type: 'ExerciseNotesChanged', data: { planId, exerciseId: command.exerciseId, notes } }];
    }
    case 'ChangeExerciseRest': {
      // Rest after this exercise's sets (180 s after squats, 60 s after accessories); blank clears it.
      const rest = parseExerciseRest(command.rest);
      const found = findExercise(state, command.exerciseId);
      if (!found) throw planErrors.exercise();
      return rest === (found.exercise.rest ?? null) ? [] : [{ type: 'ExerciseRestChanged', data: { planId, exerciseId: command.exerciseId, rest } }];
    }
    case 'DuplicateExercise': {
      const found = findExercise(state, command.exerciseId);
      if (!found) throw planErrors.exercise();
      const copy = copyExercise(found.exercise, idSupply(command.ids));
      const exercise = { ...copy, name: `${found.exercise.name}${COPY_SUFFIX}` };
      return [{ type: 'ExerciseDuplicated', data: { planId, sourceExerciseId: found.exercise.id, exercise } }];
    }
    case 'DeleteExercise':
      if (!findExercise(state, command.exerciseId)) throw planErrors.exercise();
      return [{ type: 'ExerciseDeleted', data: { planId, exerciseId: command.exerciseId } }];
  }
}
