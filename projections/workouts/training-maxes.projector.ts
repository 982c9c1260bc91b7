import { sql } from 'kysely';
import type { PlateIncrementEvent, TrainingMaxEvent } from '../../events/catalog/workouts.events';
import type { RecordedEvent } from '../../events/framework/event';
import { exerciseKey } from '../../domain/workouts/exercise-key';
import type { Projector } from '../runner/projection';

/**
 * training_maxes: each member's training max per exercise (the latest a coach set or confirmed); training_settings:
 * the studio's plate increment. A row takes only events newer than the one it last applied, so a redelivery changes
 * nothing; a deleted account takes its maxes with it.
 */
export const trainingMaxesProjector: Projector = {
  name: 'training-maxes@v1',
  tables: ['training_maxes', 'training_settings'],
  handles: ['TrainingMaxSet', 'TrainingMaxConfirmed', 'PlateIncrementSet', 'UserDeleted'],
  async apply(trx, recorded) {
    const position = recorded.streamPosition;
    if (recorded.type === 'UserDeleted') {
      await trx.deleteFrom('training_maxes').where('user_id', '=', String(recorded.data.userId)).execute();
      return;
    }
    if (recorded.type === 'PlateIncrementSet') {
      const { data } = recorded as unknown as RecordedEvent & PlateIncrementEvent;
      await sql`
        INSERT INTO training_settings (id, plate_increment, last_position) VALUES (1, ${data.kg}, ${position})
        ON CONFLICT (id) DO UPDATE SET plate_increment = EXCLUDED.plate_increment, last_position = EXCLUDED.last_position
        WHERE training_settings.last_position < EXCLUDED.last_position`.execute(trx);
      return;
    }
    const event = recorded as unknown as RecordedEvent & TrainingMaxEvent;
    const d = event.data;
    const source = event.type === 'TrainingMaxConfirmed' ? 'e1rm' : 'profesor';
    await sql`
      INSERT INTO training_maxes (user_id, exercise_key, exercise_name, kg, source, set_at, position)
      VALUES (${d.userId}, ${exerciseKey(d.exerciseName)}, ${d.exerciseName}, ${d.kg}, ${source}, ${d.at}::timestamptz, ${position})
      ON CONFLICT (user_id, exercise_key) DO UPDATE SET
        exercise_name = EXCLUDED.exercise_name, kg = EXCLUDED.kg, source = EXCLUDED.source, set_at = EXCLUDED.set_at, position = EXCLUDED.position
      WHERE training_maxes.position < EXCLUDED.position`.execute(trx);
  },
};
