import { memberPackagesProjector } from '../../projections/packages/member-packages.projector';
import { packageRequestsProjector } from '../../projections/packages/package-requests.projector';
import { packagesTopics } from '../../projections/packages/packages.topics';
import { routes, type FeatureModule } from '../feature-module';
import { memberPackagesRoutes } from './packages.routes';

/**
 * A member's package and credits, package requests and receipts. Expiry runs beside the server
 * (services/packages/package-expiry.job.ts, started by background.ts).
 */
export const packagesFeature: FeatureModule = {
  name: 'packages',
  routes: [routes(memberPackagesRoutes)],
  projectors: [memberPackagesProjector, packageRequestsProjector],
  topics: packagesTopics,
};
