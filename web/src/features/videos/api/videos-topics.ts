import type { TopicHandlers } from '../../../lib/realtime';
import { videoKeys } from './videos-api';

/** The library changed (added, renamed, removed): refetch the pages on screen. */
export const videoTopicHandlers: TopicHandlers = {
  videos: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: videoKeys.all }),
};
