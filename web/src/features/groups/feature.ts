import { onDemand, type WebFeature } from '../../lib/feature-module';
import { groupsTopicHandlers } from './realtime';

/** Groups of members that share plans (admin screen). */
export const groupsFeature: WebFeature = {
  name: 'groups',
  routes: { adminPanel: [{ path: 'grupos', ...onDemand(() => import('./index'), 'GroupsAdminPage') }] },
  topicHandlers: [groupsTopicHandlers],
};
