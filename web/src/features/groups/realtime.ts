import type { TopicHandlers } from '../../lib/realtime';
import { groupsKeys } from './api/groups-keys';

/**
 * `staff:groups` refetches the groups screen's own lists (each group's plans, the candidates); `plans` each group's
 * plans. The groups, their members, the plan options and user ↔ plan links are shared routes: web/src/api/api-topics.ts.
 */
export const groupsTopicHandlers: TopicHandlers = {
  'staff:groups': (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
  plans: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: groupsKeys.plans() }),
};
