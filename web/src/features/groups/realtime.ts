import type { TopicHandlers } from '../../lib/realtime';
import { groupsKeys } from './api/groups-keys';

/** `admin:groups` refetches the groups screen; `plans` the plan options and user ↔ plan links. */
export const groupsTopicHandlers: TopicHandlers = {
  'admin:groups': (_event, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: groupsKeys.groups() });
    void queryClient.invalidateQueries({ queryKey: groupsKeys.members() });
    void queryClient.invalidateQueries({ queryKey: groupsKeys.plans() });
  },
  plans: (_event, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: groupsKeys.planOptions() });
    void queryClient.invalidateQueries({ queryKey: groupsKeys.plans() });
    void queryClient.invalidateQueries({ queryKey: groupsKeys.userPlans() });
  },
};
