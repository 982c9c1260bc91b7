import type { TopicRoute } from '../changefeed/topics';

export const usersTopics: readonly TopicRoute[] = [
  {
    events: ['UserRegistered', 'UserProfileUpdated', 'UserRoleChanged', 'UserHidden', 'UserUnhidden', 'UserDeleted'],
    topics: (e) => ['admin:users', `user:${String(e.data.userId)}`],
  },
];
