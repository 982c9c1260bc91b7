import type { WebFeature } from '../../lib/feature-module';
import { homeTopicHandlers } from './api/home-topics';

/** The home screens (composed in app/routes/home-route.tsx); here only their realtime handlers. */
export const homeFeature: WebFeature = { name: 'home', topicHandlers: [homeTopicHandlers] };
