import type { TopicHandlers } from '../../../lib/realtime';
import { membershipKeys } from './membership-keys';

/**
 * Realtime for the admin's Usuarios: the request queue (the list, a member's history and the package options are
 * routes other screens read too: web/src/api/api-topics.ts).
 */
export const membershipTopicHandlers: TopicHandlers = {
  'admin:requests': (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: membershipKeys.requests }),
};
