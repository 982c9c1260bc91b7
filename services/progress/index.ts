import { bodyProgressProjector } from '../../projections/progress/body-progress.projector';
import { bodyProgressTopics } from '../../projections/progress/body-progress.topics';
import { routes, type FeatureModule } from '../feature-module';
import { progressRoutes } from './progress.routes';

/** Progress beyond kilograms: a member's body measurements and progress photos, shared with her coaches at her word. */
export const progressFeature: FeatureModule = {
  name: 'progress',
  routes: [routes(progressRoutes)],
  projectors: [bodyProgressProjector],
  topics: bodyProgressTopics,
};
