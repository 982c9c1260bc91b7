import type { TopicHandlers } from '../../lib/realtime';
import { plansKeys } from './api/plans-keys';

/**
 * `plan:<id>` refetches that plan wherever it is open (viewer or editor); `plans` (the list) and
 * `user:<id>` (assignments came or went) refetch the member's plan lists.
 */
export const plansTopicHandlers: TopicHandlers = {
  plan: ({ planId }, queryClient) => void queryClient.invalidateQueries({ queryKey: plansKeys.plan(planId) }),
  plans: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: plansKeys.summaries() }),
  user: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: plansKeys.summaries() }),
};
