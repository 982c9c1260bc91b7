import type { TopicHandlers } from '../../lib/realtime';
import { catalogKeys } from './api/catalog-keys';

/** Any catalog change (disciplines, schedule, packages) refetches the catalog lists on screen. */
export const catalogTopicHandlers: TopicHandlers = {
  catalog: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  // Calendar exceptions go out on `agenda`: the admin's list of closed days and cancelled classes refetches.
  agenda: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: [...catalogKeys.all, 'excepciones'] }),
};
