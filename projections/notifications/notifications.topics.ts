import { NOTIFICATION_SETTINGS_EVENT_TYPES } from '../../events/catalog/notifications.events';
import { userTopic } from '../../contract/realtime-topics';
import type { TopicRoute } from '../changefeed/topics';

// A member's choice shows on their own devices (the toggle on another phone updates).
export const notificationsTopics: readonly TopicRoute[] = [
  { events: [...NOTIFICATION_SETTINGS_EVENT_TYPES, 'NoticeChannelsChosen'], topics: (e) => [userTopic(String(e.data.userId))] },
];
