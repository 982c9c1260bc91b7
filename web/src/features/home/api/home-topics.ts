import type { TopicHandlers } from '../../../lib/realtime';
import { staffHomeKeys } from './staff-home-api';

/** The staff homes stay live: rosters and places move with `classes`, receipts with requests, packages with users. */
export const homeTopicHandlers: TopicHandlers = {
  classes: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: staffHomeKeys.classes }),
  'admin:requests': (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: staffHomeKeys.studio }),
  'admin:users': (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: staffHomeKeys.studio }),
};
