import type { TopicHandlers } from '../../lib/realtime';
import { editorKeys } from './api/editor-keys';

/**
 * Another coach's edits show up live: `plan:<id>` refetches that plan, `plans` the list and links; `admin:groups`
 * (admins only) the groups and member counts the "Dar a un grupo" dialog reads.
 */
export const planEditorTopicHandlers: TopicHandlers = {
  'admin:groups': (_event, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: editorKeys.groups() });
    void queryClient.invalidateQueries({ queryKey: editorKeys.groupMembers() });
  },
  plan: ({ planId }, queryClient) => void queryClient.invalidateQueries({ queryKey: editorKeys.plan(planId) }),
  plans: (_event, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: editorKeys.list() });
    void queryClient.invalidateQueries({ queryKey: editorKeys.members() });
  },
};
