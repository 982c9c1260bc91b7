import { registerTopicHandler } from '../../lib/realtime';
import { plansKeys } from './api/plans-keys';

/**
 * `plan:<id>` refetches that plan wherever it is open (viewer or editor); `plans` (the list) and
 * `user:<id>` (assignments came or went) refetch the member's plan lists.
 */
export function registerPlansTopics(): () => void {
  const offPlan = registerTopicHandler('plan:', (topic, queryClient) => {
    const id = Number(topic.slice('plan:'.length));
    if (Number.isInteger(id)) void queryClient.invalidateQueries({ queryKey: plansKeys.plan(id) });
  });
  const refreshLists = registerTopicHandler('plans', (_topic, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: plansKeys.summaries() });
  });
  const offUser = registerTopicHandler('user:', (_topic, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: plansKeys.summaries() });
  });
  return () => {
    offPlan();
    refreshLists();
    offUser();
  };
}
