import { exerciseLibraryProjector } from '../../projections/plans/exercise-library.projector';
import { plansProjector } from '../../projections/plans/plans.projector';
import { plansTopics } from '../../projections/plans/plans.topics';
import { exerciseLibrarySeeder } from '../demo/exercise-library.seed';
import { plansSeeder } from '../demo/plans.seed';
import { routes, type FeatureModule } from '../feature-module';
import { exerciseLibraryRoutes } from './exercise-library.routes';
import { planBuilderRoutes } from './plan-builder.routes';
import { planProgressionRoutes } from './plan-progression.routes';
import { plansRoutes } from './plans.routes';

/** Training plans: the editor, assignment to members, the member's viewer. */
export const plansFeature: FeatureModule = {
  name: 'plans',
  routes: [routes(plansRoutes), routes(planBuilderRoutes), routes(planProgressionRoutes), routes(exerciseLibraryRoutes)],
  projectors: [plansProjector, exerciseLibraryProjector],
  topics: plansTopics,
  // The exercise library, then plans and the groups they go to (groups come with the demo's plans).
  seed: [exerciseLibrarySeeder, plansSeeder],
};
