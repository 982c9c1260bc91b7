import { NOTIFICATION_SETTINGS_EVENT_TYPES } from '../../events/catalog/notifications.events';
import { registerTopics } from '../changefeed/topics';

// A member's choice shows on their own devices (the toggle on another phone updates).
registerTopics(NOTIFICATION_SETTINGS_EVENT_TYPES, (e) => [`user:${String(e.data.userId)}`]);
