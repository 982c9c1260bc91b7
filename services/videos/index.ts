import { videosProjector } from '../../projections/videos/videos.projector';
import { videosTopics } from '../../projections/videos/videos.topics';
import { routes, type FeatureModule } from '../feature-module';
import { videosRoutes } from './videos.routes';

/** The exercise video library. */
export const videosFeature: FeatureModule = {
  name: 'videos',
  routes: [routes(videosRoutes)],
  projectors: [videosProjector],
  topics: videosTopics,
};
