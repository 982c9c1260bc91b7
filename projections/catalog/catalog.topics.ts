import { disciplineEventTypes, packageEventTypes, scheduleSlotEventTypes } from '../../events/catalog/catalog.events';
import type { TopicRoute } from '../changefeed/topics';

// Everyone's agenda and package screens show the catalog, so every change goes to the shared `catalog` topic.
export const catalogTopics: readonly TopicRoute[] = [{ events: [...disciplineEventTypes, ...scheduleSlotEventTypes, ...packageEventTypes], topics: () => ['catalog'] }];
