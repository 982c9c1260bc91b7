import { onDemand, type WebFeature } from '../../lib/feature-module';

/** The member's package and requests (the screen is composed in app/routes/packages-route.tsx). */
export const packagesFeature: WebFeature = {
  name: 'packages',
  routes: { adminPanel: [{ path: 'ajustes-paquetes', ...onDemand(() => import('./settings'), 'PackageSettingsPage') }] },
  topicHandlers: () => import('./api/packages-topics').then((m) => [m.packagesTopicHandlers]),
};
