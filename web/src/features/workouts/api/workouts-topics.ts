import type { TopicHandlers } from '../../../lib/realtime';
import { workoutsKeys } from './workouts-keys';

/**
 * `workouts`: some member logged, finished or got a comment (the notice names no one): the coach's views and open
 * sessions refetch. `user:<id>`: the member's own sessions, history and records refetch (the records it carries
 * are celebrated by the session screen from its own answer).
 */
export const workoutsTopicHandlers: TopicHandlers = {
  workouts: (_event, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: workoutsKeys.recent() });
    void queryClient.invalidateQueries({ queryKey: ['workouts', 'member'] });
    void queryClient.invalidateQueries({ queryKey: ['workouts', 'session'] });
  },
  user: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: workoutsKeys.mine() }),
};
