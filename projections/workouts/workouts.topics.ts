import { userTopic, type WorkoutCommentNotice, type WorkoutRecordNotice } from '../../contract/realtime-topics';
import { WORKOUT_TYPES, type WorkoutEvent } from '../../events/catalog/workouts.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { TopicRoute } from '../changefeed/topics';

export const workoutsTopics: readonly TopicRoute[] = [
  {
    events: WORKOUT_TYPES,
    // `workouts`: the coaches' open views refetch (the notice names no one); the member's own devices refetch theirs.
    topics: (e) => ['workouts', userTopic(String(e.data.userId))],
    /** A record beaten reaches the member's devices with its figures, to celebrate at once; a coach's comment, to show. */
    data: async (trx, events) => {
      const notices: Record<string, { records?: WorkoutRecordNotice[]; comments?: WorkoutCommentNotice[] }> = {};
      for (const recorded of events) {
        const e = recorded as RecordedEvent<WorkoutEvent>;
        if (e.type === 'WorkoutSessionCommented') {
          const d = e.data as Extract<WorkoutEvent, { type: 'WorkoutSessionCommented' }>['data'];
          const author = await trx.selectFrom('users').select(['first_name', 'last_name']).where('user_id', '=', d.authorId).executeTakeFirst();
          const autor = author ? `${author.first_name} ${author.last_name}`.trim() : '';
          ((notices[userTopic(d.userId)] ??= {}).comments ??= []).push({ sesion_id: d.sessionId, comentario_id: d.commentId, autor: autor || 'Tu profe', texto: d.text });
          continue;
        }
        if (e.type !== 'PersonalRecordSet') continue;
        const d = e.data as Extract<WorkoutEvent, { type: 'PersonalRecordSet' }>['data'];
        ((notices[userTopic(d.userId)] ??= {}).records ??= []).push({
          sesion_id: d.sessionId,
          tipo: d.kind,
          ejercicio: d.exerciseName,
          valor: d.value,
          anterior: d.previous,
          peso: d.weight,
          repeticiones: d.reps,
        });
      }
      return notices;
    },
  },
  // A class's pizarra changed day: the consoles and open pizarras refetch.
  { events: ['ClassBoardDayChosen'], topics: () => ['classes', 'workouts'] },
];
