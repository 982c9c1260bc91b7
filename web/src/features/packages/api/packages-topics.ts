import type { TopicHandlers } from '../../../lib/realtime';
import { packageKeys } from './package-keys';

/** Realtime: the offer follows `catalog`; the member's package, request and credits follow `user:<id>`. */
export const packagesTopicHandlers: TopicHandlers = {
  catalog: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: packageKeys.offer }),
  user: ({ userId }, queryClient) => void queryClient.invalidateQueries({ queryKey: packageKeys.member(userId) }),
};
