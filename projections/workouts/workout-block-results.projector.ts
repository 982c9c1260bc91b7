import { sql } from 'kysely';
import type { BlockResult } from '../../events/catalog/workouts.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/**
 * workout_block_results: each session's AMRAP and EMOM results, the latest per block. A row takes only a newer event
 * than the one it last applied, so a redelivery changes nothing; a deleted account takes its results with it.
 */
export const workoutBlockResultsProjector: Projector = {
  name: 'workout-block-results@v1',
  tables: ['workout_block_results'],
  handles: ['WorkoutBlockResultLogged', 'UserDeleted'],
  async apply(trx, recorded) {
    if (recorded.type === 'UserDeleted') {
      await trx.deleteFrom('workout_block_results').where('user_id', '=', String(recorded.data.userId)).execute();
      return;
    }
    const d = (recorded as unknown as RecordedEvent & { data: BlockResult }).data;
    const position = recorded.streamPosition;
    // Only for a session still shown (its account not deleted): the session's row is its anchor.
    await sql`
      INSERT INTO workout_block_results (session_id, block_id, user_id, block_name, kind, rounds, reps, minutes, logged_at, position)
      SELECT ${d.sessionId}, ${d.blockId}, ${d.userId}, ${d.blockName}, ${d.kind}, ${d.rounds ?? null}::integer, ${d.reps ?? null}::integer,
             ${d.minutes ?? null}::integer, ${d.loggedAt}::timestamptz, ${position}
      FROM workout_sessions s WHERE s.id = ${d.sessionId}
      ON CONFLICT (session_id, block_id) DO UPDATE SET
        rounds = EXCLUDED.rounds, reps = EXCLUDED.reps, minutes = EXCLUDED.minutes, logged_at = EXCLUDED.logged_at, position = EXCLUDED.position
      WHERE workout_block_results.position < EXCLUDED.position`.execute(trx);
  },
};
