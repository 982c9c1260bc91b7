import { attendanceProjector } from '../../projections/attendance/attendance.projector';
import { attendanceTopics } from '../../projections/attendance/attendance.topics';
import { routes, type FeatureModule } from '../feature-module';
import { attendanceReportRoutes } from './attendance-report.routes';
import { attendanceRoutes } from './attendance.routes';
import { startNoShowSweep } from './no-show.job';

/** Check-in and attendance: the coach's class console, walk-ins and staff bookings, no-shows, the member's history. */
export const attendanceFeature: FeatureModule = {
  name: 'attendance',
  routes: [routes(attendanceRoutes), routes(attendanceReportRoutes)],
  projectors: [attendanceProjector],
  topics: attendanceTopics,
  // Bookings of an ended class nobody checked in become no-shows, checked every minute against the clock.
  jobs: [
    ({ database, config, clock, log }) =>
      startNoShowSweep({ db: database.db, clock, studioTz: config.studioTz, log: (m, error) => (error ? log.error({ err: error }, m) : log.info(m)) }),
  ],
};
