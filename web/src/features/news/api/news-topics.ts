import type { TopicHandlers } from '../../../lib/realtime';
import { newsKeys } from './news-keys';

/** A post published, edited or deleted anywhere refetches the feed on every open screen. */
export const newsTopicHandlers: TopicHandlers = {
  news: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: newsKeys.list }),
};
