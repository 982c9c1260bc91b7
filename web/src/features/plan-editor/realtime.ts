import type { TopicHandlers } from '../../lib/realtime';
import { editorKeys } from './api/editor-keys';

/**
 * Another coach's edits show up live: `plans` refetches who has each plan (the plan itself, the list, its links and
 * the groups the "Dar a un grupo" dialog reads are shared routes: web/src/api/api-topics.ts).
 */
export const planEditorTopicHandlers: TopicHandlers = {
  plans: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: editorKeys.assignees() }),
};
