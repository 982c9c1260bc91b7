import type { WebFeature } from '../../lib/feature-module';

/** The home screens (composed in app/routes/home-route.tsx); here only their realtime handlers. */
export const homeFeature: WebFeature = { name: 'home', topicHandlers: () => import('./api/home-topics').then((m) => [m.homeTopicHandlers]) };
