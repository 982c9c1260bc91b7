import { registerTopicHandler } from '../../../lib/realtime';
import { videoKeys } from './videos-api';

/** The library changed (added, renamed, removed): refetch the pages on screen. */
export function registerVideoTopics(): () => void {
  return registerTopicHandler('videos', (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: videoKeys.all }));
}
