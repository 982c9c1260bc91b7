import { planKeys } from '../../api/route-keys';
import type { TopicHandlers } from '../../lib/realtime';
import { refreshPlanCopy, type KeepPlansDeps } from './api/keep-plans-offline';
import { plansKeys } from './api/plans-keys';

/**
 * `plans` (the list) and `user:<id>` (assignments came or went) refetch the member's plan lists (staff's `plan:<id>`
 * refetches that plan: web/src/api/api-topics.ts). A member hears of edits to their own plans on `user:<id>`, whose
 * facts name them (`plans`): each is refetched if open, and its copy on the phone brought up to date.
 */
export function plansTopicHandlersWith(deps?: KeepPlansDeps): TopicHandlers {
  return {
    plans: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: plansKeys.summaries() }),
    user: ({ data }, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: plansKeys.summaries() });
      for (const id of data?.plans ?? []) {
        const onScreen = (queryClient.getQueryCache().find({ queryKey: planKeys.of(id) })?.getObserversCount() ?? 0) > 0;
        void queryClient.invalidateQueries({ queryKey: planKeys.of(id) });
        // An open viewer's refetch is the GET the service worker keeps as the copy: asking again would fetch it twice.
        if (!onScreen) void refreshPlanCopy(id, deps);
      }
    },
  };
}

export const plansTopicHandlers: TopicHandlers = plansTopicHandlersWith();
