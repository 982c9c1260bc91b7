import { healthProjector } from '../../projections/health/health.projector';
import { healthTopics } from '../../projections/health/health.topics';
import { routes, type FeatureModule } from '../feature-module';
import { startHealthReminders } from './health-reminders.job';
import { healthStatementRoutes } from './health-statement.routes';
import { healthRoutes } from './health.routes';

/** Health and consent: the studio's terms and waiver, each member's sworn health statement, and the rule without one. */
export const healthFeature: FeatureModule = {
  name: 'health',
  routes: [routes(healthRoutes), routes(healthStatementRoutes)],
  projectors: [healthProjector],
  topics: healthTopics,
  // Reminders 30 and 7 days before a statement expires, appended when the clock reaches their day.
  jobs: [
    ({ database, config, clock, log }) =>
      startHealthReminders({ db: database.db, clock, studioTz: config.studioTz, log: (m, error) => (error ? log.error({ err: error }, m) : log.info(m)) }),
  ],
};
