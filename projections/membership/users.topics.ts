import { userTopic } from '../../contract/realtime-topics';
import type { TopicRoute } from '../changefeed/topics';

export const usersTopics: readonly TopicRoute[] = [
  {
    events: ['UserRegistered', 'UserProfileUpdated', 'UserRoleChanged', 'UserHidden', 'UserUnhidden', 'UserDeleted'],
    topics: (e) => ['admin:users', userTopic(String(e.data.userId))],
  },
];
