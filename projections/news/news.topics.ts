import { NEWS_EVENT_TYPES } from '../../events/catalog/news.events';
import type { TopicRoute } from '../changefeed/topics';

// Every signed-in user sees the feed.
export const newsTopics: readonly TopicRoute[] = [{ events: NEWS_EVENT_TYPES, topics: () => ['news'] }];
