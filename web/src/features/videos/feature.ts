import type { WebFeature } from '../../lib/feature-module';

/** The video library (the screen is composed in app/routes/videos-route.tsx; its list follows `videos` through web/src/api). */
export const videosFeature: WebFeature = {
  name: 'videos',
};
