import { onDemand, type WebFeature } from '../../lib/feature-module';

/** Groups of members that share plans (admin screen). */
export const groupsFeature: WebFeature = {
  name: 'groups',
  routes: { adminPanel: [{ path: 'grupos', ...onDemand(() => import('./index'), 'GroupsAdminPage') }] },
  topicHandlers: () => import('./realtime').then((m) => [m.groupsTopicHandlers]),
};
