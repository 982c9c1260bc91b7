import { registerTopicHandler } from '../../../lib/realtime';
import { newsKeys } from './news-keys';

/** A post published, edited or deleted anywhere refetches the feed on every open screen. */
export function registerNewsTopics(): () => void {
  return registerTopicHandler('news', (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: newsKeys.list }));
}
