import { sql } from 'kysely';
import { WORKOUT_TYPES, type WorkoutEvent } from '../../events/catalog/workouts.events';
import type { RecordedEvent } from '../../events/framework/event';
import { exerciseKey } from '../../domain/workouts/exercise-key';
import type { Projector } from '../runner/projection';

type Data<T extends WorkoutEvent['type']> = Extract<WorkoutEvent, { type: T }>['data'];

/**
 * workout_sessions, workout_sets, workout_comments: the member's sessions, their latest logged values and the
 * coaches' comments (with when the member read each: v2). Inline, so the member reads their own set at once and the next set's records decide on it.
 * Every row remembers the stream position last applied to it and takes only newer events, so a redelivery (or
 * delivery going back to an earlier event) leaves the rows as they were. A deleted account takes its sessions, sets
 * and their comments with it (rows depend on their session's row, so a late or redelivered event brings none back).
 */
export const workoutsProjector: Projector = {
  name: 'workouts@v2',
  tables: ['workout_sessions', 'workout_sets', 'workout_comments'],
  // A block's result has a projector of its own (workout-block-results.projector.ts).
  handles: [...WORKOUT_TYPES.filter((t) => t !== 'WorkoutBlockResultLogged'), 'UserDeleted'],
  async apply(trx, recorded) {
    if (recorded.type === 'UserDeleted') {
      const userId = String(recorded.data.userId);
      await trx.deleteFrom('workout_comments').where('user_id', '=', userId).execute();
      await trx.deleteFrom('workout_sets').where('user_id', '=', userId).execute();
      await trx.deleteFrom('workout_sessions').where('user_id', '=', userId).execute();
      return;
    }
    const event = recorded as RecordedEvent<WorkoutEvent>;
    const position = event.streamPosition;
    switch (event.type) {
      case 'WorkoutSessionStarted': {
        const d = event.data as Data<'WorkoutSessionStarted'>;
        await trx
          .insertInto('workout_sessions')
          .values({
            id: d.sessionId,
            user_id: d.userId,
            plan_id: d.planId,
            plan_name: d.planName,
            week_name: d.weekName,
            day_id: d.dayId,
            day_name: d.dayName,
            fecha: d.date,
            started_at: new Date(d.startedAt),
            finished_at: null,
            note: null,
            planned_sets: d.exercises.reduce((n, e) => n + e.sets.length, 0),
            exercises: JSON.stringify(d.exercises),
            position,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'WorkoutSetLogged': {
        const d = event.data as Data<'WorkoutSetLogged'>;
        // The set takes the session's day (history is by the day trained, however late an offline set arrives).
        // A correction starts with no records: its own PersonalRecordSet events follow it in the stream.
        await sql`
          INSERT INTO workout_sets (session_id, set_id, user_id, exercise_id, exercise_name, exercise_key, number, reps, weight,
                                    seconds, done, fecha, logged_at, records, rpe, rir, position)
          SELECT ${d.sessionId}, ${d.setId}, ${d.userId}, ${d.exerciseId}, ${d.exerciseName}, ${exerciseKey(d.exerciseName)},
                 ${d.number}, ${d.reps}, ${d.weight}, ${d.seconds}, ${d.done}, s.fecha, ${d.loggedAt}::timestamptz, '{}'::text[],
                 ${d.rpe ?? null}::numeric, ${d.rir ?? null}::smallint, ${position}
          FROM workout_sessions s WHERE s.id = ${d.sessionId}
          ON CONFLICT (session_id, set_id) DO UPDATE SET
            reps = EXCLUDED.reps, weight = EXCLUDED.weight, seconds = EXCLUDED.seconds, done = EXCLUDED.done, rpe = EXCLUDED.rpe, rir = EXCLUDED.rir,
            logged_at = EXCLUDED.logged_at, records = '{}', position = EXCLUDED.position
          WHERE workout_sets.position < EXCLUDED.position`.execute(trx);
        return;
      }
      case 'PersonalRecordSet': {
        const d = event.data as Data<'PersonalRecordSet'>;
        await trx
          .updateTable('workout_sets')
          .set({ records: sql`array_append(records, ${d.kind}::text)`, position })
          .where('session_id', '=', d.sessionId)
          .where('set_id', '=', d.setId)
          .where('position', '<', position)
          .execute();
        return;
      }
      case 'WorkoutSessionFinished': {
        const d = event.data as Data<'WorkoutSessionFinished'>;
        await trx
          .updateTable('workout_sessions')
          .set({ finished_at: new Date(d.finishedAt), note: d.note, position })
          .where('id', '=', d.sessionId)
          .where('position', '<', position)
          .execute();
        return;
      }
      case 'WorkoutSessionCommented': {
        const d = event.data as Data<'WorkoutSessionCommented'>;
        await sql`
          INSERT INTO workout_comments (id, session_id, user_id, author_id, text, at)
          SELECT ${d.commentId}, s.id, s.user_id, ${d.authorId}, ${d.text}, ${d.at}::timestamptz FROM workout_sessions s WHERE s.id = ${d.sessionId}
          ON CONFLICT (id) DO NOTHING`.execute(trx);
        return;
      }
      case 'WorkoutCommentsRead': {
        const d = event.data as Data<'WorkoutCommentsRead'>;
        // The first read stays: a redelivery finds them read already.
        await trx
          .updateTable('workout_comments')
          .set({ read_at: new Date(d.readAt) })
          .where('id', 'in', d.commentIds)
          .where('session_id', '=', d.sessionId)
          .where('read_at', 'is', null)
          .execute();
        return;
      }
    }
  },
};
