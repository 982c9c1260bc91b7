import type { WebFeature } from '../../lib/feature-module';

/** The admin's Usuarios (the screen is composed with groups' plan assignment in app/routes/users-admin-route.tsx). */
export const membershipFeature: WebFeature = {
  name: 'membership',
  topicHandlers: () => import('./api/membership-topics').then((m) => [m.membershipTopicHandlers]),
};
