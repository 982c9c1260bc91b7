import { groupsProjector } from '../../projections/groups/groups.projector';
import { groupsTopics } from '../../projections/groups/groups.topics';
import { routes, type FeatureModule } from '../feature-module';
import { groupsRoutes } from './groups.routes';

/** Groups of members that share plans. */
export const groupsFeature: FeatureModule = {
  name: 'groups',
  routes: [routes(groupsRoutes)],
  projectors: [groupsProjector],
  topics: groupsTopics,
};
