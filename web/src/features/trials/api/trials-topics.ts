import type { TopicHandlers } from '../../../lib/realtime';
import { trialsKeys } from './trials-keys';

/** The owner's leads move with every trial and conversion (`admin:leads`, admins only). */
export const trialsTopicHandlers: TopicHandlers = {
  'admin:leads': (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: trialsKeys.leads }),
};
