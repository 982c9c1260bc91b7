import { memberPackagesProjector } from '../../projections/packages/member-packages.projector';
import { packageRequestsProjector } from '../../projections/packages/package-requests.projector';
import { packageSettingsProjector } from '../../projections/packages/package-settings.projector';
import { queuedRenewalsProjector } from '../../projections/packages/queued-renewals.projector';
import { packagesTopics } from '../../projections/packages/packages.topics';
import { routes, type FeatureModule } from '../feature-module';
import { startPackageExpiry } from './package-expiry.job';
import { memberPackagesRoutes } from './packages.routes';

/** A member's package and credits, package requests and receipts. */
export const packagesFeature: FeatureModule = {
  name: 'packages',
  routes: [routes(memberPackagesRoutes)],
  projectors: [memberPackagesProjector, packageRequestsProjector, packageSettingsProjector, queuedRenewalsProjector],
  topics: packagesTopics,
  // Credits of packages past their end expire through ExpirePackage, checked on a timer.
  jobs: [
    ({ database, config, clock, log }) =>
      startPackageExpiry({ db: database.db, clock, studioTz: config.studioTz, log: (m, error) => (error ? log.error({ err: error }, m) : log.info(m)) }),
  ],
};
