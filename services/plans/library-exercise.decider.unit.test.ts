import { describe, it } from 'vitest';
import type { LibraryExerciseEvent } from '../../events/catalog/plans.events';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { libraryExerciseDecider } from './library-exercise.decider';

const spec = streamDeciderSpec(libraryExerciseDecider);
const exerciseId = 7;
const squat = { exerciseId, name: 'Sentadilla', video: 'https://example.com/videos/sentadilla', notes: 'Espalda neutra', bodyweight: false };
const added: LibraryExerciseEvent = { type: 'LibraryExerciseAdded', data: squat };
const add = (over: Record<string, unknown> = {}) => ({ type: 'AddLibraryExercise' as const, exerciseId, nameTaken: false, name: ' Sentadilla ', video: squat.video, notes: squat.notes, ...over });

describe('exercise library decider', () => {
  it('adds an entry with a trimmed name, its video, notes and whether it is bodyweight', () => {
    spec.given([]).when(add()).then([added]);
    spec.given([]).when(add({ name: 'Plancha', video: null, notes: undefined, bodyweight: true })).then([
      { type: 'LibraryExerciseAdded', data: { exerciseId, name: 'Plancha', video: null, notes: '', bodyweight: true } },
    ]);
  });

  it('refuses a blank name, a name already in the library, a bad video link and notes too long', () => {
    spec.given([]).when(add({ name: '  ' })).thenRejects({ status: 400, code: 'NAME_REQUIRED' });
    spec.given([]).when(add({ nameTaken: true })).thenRejects({ status: 409, code: 'LIBRARY_EXERCISE_EXISTS', detail: 'Ya hay un ejercicio llamado Sentadilla en la biblioteca.' });
    spec.given([]).when(add({ video: 'javascript:alert(1)' })).thenRejects('INVALID_VIDEO_URL');
    spec.given([]).when(add({ notes: 'x'.repeat(2001) })).thenRejects('NOTES_TOO_LONG');
    spec.given([added]).when(add()).thenRejects('LIBRARY_EXERCISE_EXISTS');
  });

  it('changes an entry, and a change to the same values appends nothing', () => {
    const change = { type: 'ChangeLibraryExercise' as const, exerciseId, nameTaken: false, name: 'Sentadilla goblet', video: squat.video, notes: '', bodyweight: false };
    spec.given([added]).when(change).then([{ type: 'LibraryExerciseChanged', data: { ...squat, name: 'Sentadilla goblet', notes: '' } }]);
    spec.given([added]).when({ ...change, name: 'Sentadilla', notes: 'Espalda neutra' }).then([]);
    spec.given([added]).when({ ...change, nameTaken: true }).thenRejects('LIBRARY_EXERCISE_EXISTS');
    spec.given([]).when(change).thenRejects({ status: 404, code: 'LIBRARY_EXERCISE_NOT_FOUND', detail: 'Ese ejercicio no está en la biblioteca.' });
  });

  it('removes an entry once; a removed entry cannot be changed', () => {
    const removed: LibraryExerciseEvent = { type: 'LibraryExerciseRemoved', data: { exerciseId } };
    spec.given([added]).when({ type: 'RemoveLibraryExercise', exerciseId }).then([removed]);
    spec.given([added, removed]).when({ type: 'RemoveLibraryExercise', exerciseId }).thenRejects('LIBRARY_EXERCISE_NOT_FOUND');
    spec.given([added, removed]).when({ type: 'ChangeLibraryExercise', exerciseId, nameTaken: false, name: 'Otra' }).thenRejects('LIBRARY_EXERCISE_NOT_FOUND');
  });
});
