import { reportsProjector } from '../../projections/reports/reports.projector';
import { priceIndexProjector } from '../../projections/reports/price-index.projector';
import { reportsTopics } from '../../projections/reports/reports.topics';
import { routes, type FeatureModule } from '../feature-module';
import { memberExportRoutes } from './member-export.routes';
import { reportsRoutes } from './reports.routes';
import { studioTodayRoutes } from './studio-today.routes';

/** The admin dashboard (attendance, occupancy and sales per day) and the owner's home figures. */
export const reportsFeature: FeatureModule = {
  name: 'reports',
  routes: [routes(reportsRoutes), routes(memberExportRoutes), routes(studioTodayRoutes)],
  projectors: [priceIndexProjector],
  topics: reportsTopics,
  // The studio's time zone is part of what the reports processor computes (which day an event fell on).
  processors: ({ studioTz }) => [reportsProjector({ tz: studioTz })],
};
