import { NEWS_EVENT_TYPES } from '../../events/catalog/news.events';
import { registerTopics } from '../changefeed/topics';

// Every signed-in user sees the feed.
registerTopics(NEWS_EVENT_TYPES, () => ['news']);
