import { VIDEO_EVENT_TYPES } from '../../events/catalog/videos.events';
import type { TopicRoute } from '../changefeed/topics';

// The library is the same for every signed-in user.
export const videosTopics: readonly TopicRoute[] = [{ events: VIDEO_EVENT_TYPES, topics: () => ['videos'] }];
