import { GROUP_EVENT_TYPES, type GroupEvent } from '../../events/catalog/groups.events';
import { userTopic } from '../../contract/realtime-topics';
import type { TopicRoute } from '../changefeed/topics';

const users = (ids: readonly string[]) => ids.map(userTopic);

/** `staff:groups` for the Grupos screen; `user:<id>` for members whose plans come or go with the change. */
export const groupsTopics: readonly TopicRoute[] = [
  {
    events: GROUP_EVENT_TYPES,
    topics: (recorded) => {
      const event = recorded as unknown as GroupEvent;
      switch (event.type) {
        case 'GroupCreated':
        case 'GroupRenamed':
          return ['staff:groups'];
        case 'GroupDeleted':
        case 'GroupPlansAdded':
        case 'GroupPlanRemoved':
          return ['staff:groups', ...users(event.data.memberIds)];
        case 'GroupMembersAdded':
          return ['staff:groups', ...users(event.data.userIds)];
        case 'GroupMemberRemoved':
          return ['staff:groups', userTopic(event.data.userId)];
      }
    },
  },
];
