import type { WebFeature } from '../../lib/feature-module';
import { videoTopicHandlers } from './api/videos-topics';

/** The video library (the screen is composed in app/routes/videos-route.tsx). */
export const videosFeature: WebFeature = {
  name: 'videos',
  topicHandlers: [videoTopicHandlers],
};
