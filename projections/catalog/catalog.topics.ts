import { disciplineEventTypes, packageEventTypes, scheduleSlotEventTypes } from '../../events/catalog/catalog.events';
import { registerTopics } from '../changefeed/topics';

// Everyone's agenda and package screens show the catalog, so every change goes to the shared `catalog` topic.
registerTopics([...disciplineEventTypes, ...scheduleSlotEventTypes, ...packageEventTypes], () => ['catalog']);
