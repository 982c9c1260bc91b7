import type { LibraryExerciseEvent } from '../../events/catalog/plans.events';
import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import { parseNotes, parseVideo, requireName } from './plan-rules';

/** One entry of the exercise library, folded from its own stream. */
export interface LibraryExerciseState {
  status: 'none' | 'active' | 'removed';
  name: string;
  video: string | null;
  notes: string;
  bodyweight: boolean;
}

/** What a coach types: raw input, checked here (Spanish answers). */
export interface LibraryExerciseInput {
  name: unknown;
  video?: unknown;
  notes?: unknown;
  bodyweight?: unknown;
}

/**
 * `nameTaken`: another live entry already has this name (case and accents as typed, compared without case),
 * read from the library table under the library's lock: a fact checked, not protected by this stream.
 */
export type LibraryExerciseCommand =
  | ({ type: 'AddLibraryExercise'; exerciseId: number; nameTaken: boolean } & LibraryExerciseInput)
  | ({ type: 'ChangeLibraryExercise'; exerciseId: number; nameTaken: boolean } & LibraryExerciseInput)
  | { type: 'RemoveLibraryExercise'; exerciseId: number };

const initialState = (): LibraryExerciseState => ({ status: 'none', name: '', video: null, notes: '', bodyweight: false });

function evolve(state: LibraryExerciseState, event: LibraryExerciseEvent): LibraryExerciseState {
  switch (event.type) {
    case 'LibraryExerciseAdded':
    case 'LibraryExerciseChanged': {
      const { name, video, notes, bodyweight } = event.data;
      return { status: 'active', name, video, notes, bodyweight };
    }
    case 'LibraryExerciseRemoved':
      return { ...state, status: 'removed' };
  }
}

function entry(command: LibraryExerciseInput & { exerciseId: number; nameTaken: boolean }) {
  const name = requireName(command.name);
  const data = { exerciseId: command.exerciseId, name, video: parseVideo(command.video), notes: parseNotes(command.notes), bodyweight: command.bodyweight === true };
  if (command.nameTaken) throw fail('LIBRARY_EXERCISE_EXISTS', { name });
  return data;
}

function decide(command: LibraryExerciseCommand, state: LibraryExerciseState): LibraryExerciseEvent[] {
  switch (command.type) {
    case 'AddLibraryExercise':
      if (state.status !== 'none') throw fail('LIBRARY_EXERCISE_EXISTS', { name: state.name });
      return [{ type: 'LibraryExerciseAdded', data: entry(command) }];
    case 'ChangeLibraryExercise': {
      if (state.status !== 'active') throw fail('LIBRARY_EXERCISE_NOT_FOUND');
      const data = entry(command);
      const same = data.name === state.name && data.video === state.video && data.notes === state.notes && data.bodyweight === state.bodyweight;
      return same ? [] : [{ type: 'LibraryExerciseChanged', data }];
    }
    case 'RemoveLibraryExercise':
      if (state.status !== 'active') throw fail('LIBRARY_EXERCISE_NOT_FOUND');
      return [{ type: 'LibraryExerciseRemoved', data: { exerciseId: command.exerciseId } }];
  }
}

/** The library entry's decider: a name (unique in the library), its default video and notes, bodyweight or loaded. */
export const libraryExerciseDecider: StreamDecider<LibraryExerciseState, LibraryExerciseCommand, LibraryExerciseEvent> = { initialState, evolve, decide };
