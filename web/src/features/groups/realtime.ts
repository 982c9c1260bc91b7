import { registerTopicHandler } from '../../lib/realtime';
import { groupsKeys } from './api/groups-keys';

/** `admin:groups` refetches the groups screen; `plans` and `user:` the plan options and user ↔ plan links. */
export function registerGroupsTopics(): () => void {
  const offGroups = registerTopicHandler('admin:groups', (_topic, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: groupsKeys.groups() });
    void queryClient.invalidateQueries({ queryKey: groupsKeys.members() });
    void queryClient.invalidateQueries({ queryKey: groupsKeys.plans() });
  });
  const offPlans = registerTopicHandler('plans', (_topic, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: groupsKeys.planOptions() });
    void queryClient.invalidateQueries({ queryKey: groupsKeys.plans() });
    void queryClient.invalidateQueries({ queryKey: groupsKeys.userPlans() });
  });
  return () => {
    offGroups();
    offPlans();
  };
}
