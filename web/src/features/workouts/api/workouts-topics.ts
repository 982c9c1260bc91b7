import type { TopicHandlers } from '../../../lib/realtime';
import { receiveCommentFacts } from './comment-notices';
import { workoutsKeys } from './workouts-keys';

/**
 * `workouts`: some member logged, finished or got a comment (the notice names no one): the coach's views, open
 * sessions and pizarras refetch. `classes`: a check-in puts a member on (or off) a class's pizarra. `user:<id>`: the
 * member's own sessions, history and records refetch (the records it carries are celebrated by the session screen
 * from its own answer; a coach's comment shows as a notice).
 */
export const workoutsTopicHandlers: TopicHandlers = {
  workouts: (_event, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: workoutsKeys.recent() });
    void queryClient.invalidateQueries({ queryKey: ['workouts', 'member'] });
    void queryClient.invalidateQueries({ queryKey: ['workouts', 'session'] });
    void queryClient.invalidateQueries({ queryKey: workoutsKeys.boards() });
  },
  classes: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: workoutsKeys.boards() }),
  user: ({ userId, data }, queryClient) => {
    receiveCommentFacts(userId, data);
    void queryClient.invalidateQueries({ queryKey: workoutsKeys.mine() });
  },
};
