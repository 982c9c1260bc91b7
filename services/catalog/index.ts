import { disciplinesProjector } from '../../projections/catalog/disciplines.projector';
import { packagesProjector } from '../../projections/catalog/packages.projector';
import { scheduleSlotsProjector } from '../../projections/catalog/schedule-slots.projector';
import { catalogTopics } from '../../projections/catalog/catalog.topics';
import { catalogSeeder } from '../demo/catalog.seed';
import { routes, type FeatureModule } from '../feature-module';
import { catalogRoutes } from './catalog.routes';

/** Disciplines, the weekly schedule and the packages on sale. */
export const catalogFeature: FeatureModule = {
  name: 'catalog',
  routes: [routes(catalogRoutes)],
  projectors: [disciplinesProjector, scheduleSlotsProjector, packagesProjector],
  topics: catalogTopics,
  seed: [catalogSeeder],
};
