import { registerTopics } from '../changefeed/topics';

registerTopics(['UserRegistered', 'UserProfileUpdated', 'UserRoleChanged', 'UserHidden', 'UserUnhidden', 'UserDeleted'], (e) => [
  'admin:users',
  `user:${String(e.data.userId)}`,
]);
