import type { TopicHandlers } from '../../lib/realtime';
import { editorKeys } from './api/editor-keys';

/** Another coach's edits show up live: `plan:<id>` refetches that plan, `plans` the list and links. */
export const planEditorTopicHandlers: TopicHandlers = {
  plan: ({ planId }, queryClient) => void queryClient.invalidateQueries({ queryKey: editorKeys.plan(planId) }),
  plans: (_event, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: editorKeys.list() });
    void queryClient.invalidateQueries({ queryKey: editorKeys.members() });
  },
};
