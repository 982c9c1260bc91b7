import { calendarFeedsProjector } from '../../projections/reminders/calendar-feeds.projector';
import { reminderSettingsProjector } from '../../projections/reminders/reminder-settings.projector';
import { remindersSentProjector } from '../../projections/reminders/reminders-sent.projector';
import { routes, type FeatureModule } from '../feature-module';
import { calendarFeedRoutes } from './calendar-feed.routes';
import { reminderSettingsRoutes } from './reminder-settings.routes';
import { startReminders } from './reminders.job';

/** Reminders that run themselves (a class soon, a package ending) and calendar feeds of booked classes. */
export const remindersFeature: FeatureModule = {
  name: 'reminders',
  routes: [routes(reminderSettingsRoutes), routes(calendarFeedRoutes)],
  projectors: [reminderSettingsProjector, remindersSentProjector, calendarFeedsProjector],
  topics: [],
  // Reminders are events appended when their time comes on the clock; the push reactor delivers them.
  jobs: [
    ({ database, config, clock, log }) =>
      startReminders({ db: database.db, clock, studioTz: config.studioTz, log: (m, error) => (error ? log.error({ err: error }, m) : log.info(m)) }),
  ],
};
