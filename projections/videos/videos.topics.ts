import { VIDEO_EVENT_TYPES } from '../../events/catalog/videos.events';
import { registerTopics } from '../changefeed/topics';

// The library is the same for every signed-in user.
registerTopics(VIDEO_EVENT_TYPES, () => ['videos']);
