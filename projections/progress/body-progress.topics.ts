import { userTopic } from '../../contract/realtime-topics';
import { BODY_PROGRESS_TYPES } from '../../events/catalog/progress.events';
import type { TopicRoute } from '../changefeed/topics';

// Her own devices refetch her progress; staff read it when they open it, so nothing is announced to them.
export const bodyProgressTopics: readonly TopicRoute[] = [{ events: BODY_PROGRESS_TYPES, topics: (e) => [userTopic(String(e.data.userId))] }];
