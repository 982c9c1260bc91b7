import { registerTopicHandler } from '../../lib/realtime';
import { editorKeys } from './api/editor-keys';

/** Another coach's edits show up live: `plan:<id>` refetches that plan, `plans` and `user:` the list and links. */
export function registerPlanEditorTopics(): () => void {
  const offPlan = registerTopicHandler('plan:', (topic, queryClient) => {
    const id = Number(topic.slice('plan:'.length));
    if (Number.isInteger(id)) void queryClient.invalidateQueries({ queryKey: editorKeys.plan(id) });
  });
  const offList = registerTopicHandler('plans', (_topic, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: editorKeys.list() });
    void queryClient.invalidateQueries({ queryKey: editorKeys.members() });
  });
  return () => {
    offPlan();
    offList();
  };
}
