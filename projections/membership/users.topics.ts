import { registerTopics } from '../changefeed/topics';

registerTopics(['UserRegistered', 'UserProfileUpdated', 'UserRoleChanged', 'UserHidden', 'UserUnhidden'], (e) => [
  'admin:users',
  `user:${String(e.data.userId)}`,
]);
