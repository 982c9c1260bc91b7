import { LIBRARY_EVENT_TYPES, type LibraryExerciseEvent } from '../../events/catalog/plans.events';
import type { Projector } from '../runner/projection';

/**
 * exercise_library: one row per entry ever added; a removed one stays, marked deleted. Each write is guarded by
 * the entry stream's position, so a redelivered or earlier event leaves the row as it is.
 */
export const exerciseLibraryProjector: Projector = {
  name: 'exercise-library@v1',
  tables: ['exercise_library'],
  handles: LIBRARY_EVENT_TYPES,
  async apply(trx, recorded) {
    const event = recorded as unknown as LibraryExerciseEvent;
    const version = recorded.streamPosition;
    const at = recorded.recordedAt;
    if (event.type === 'LibraryExerciseRemoved') {
      await trx.updateTable('exercise_library').set({ deleted: true, version, updated_at: at }).where('id', '=', event.data.exerciseId).where('version', '<', version).execute();
      return;
    }
    const { exerciseId, name, video, notes, bodyweight } = event.data;
    const values = { nombre: name, video, notas: notes, peso_corporal: bodyweight, deleted: false, version, updated_at: at };
    await trx
      .insertInto('exercise_library')
      .values({ id: exerciseId, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values).where('exercise_library.version', '<', version))
      .execute();
  },
};
