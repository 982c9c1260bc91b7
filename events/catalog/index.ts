import { attendanceEvents } from './attendance.events';
import { billingEvents, pausesEvents } from './billing.events';
import { bookingEvents } from './booking.events';
import { makeupEvents } from './booking.makeups';
import { catalogEvents } from './catalog.events';
import { mergeEventDefinitions } from './define-events';
import { groupsEvents } from './groups.events';
import { healthEvents } from './health.events';
import { membershipEvents } from './membership.events';
import { newsEvents } from './news.events';
import { notificationsEvents } from './notifications.events';
import { packagesEvents } from './packages.events';
import { plansEvents } from './plans.events';
import { priceListsEvents } from './price-lists.events';
import { progressEvents } from './progress.events';
import { remindersEvents } from './reminders.events';
import { reportsEvents } from './reports.events';
import { trialsEvents } from './trials.events';
import { videosEvents } from './videos.events';
import { waitlistEvents } from './waitlist.events';
import { workoutsEvents } from './workouts.events';

/**
 * Every event type the log may hold, feature by feature, in one visible list: a new `<feature>.events.ts` exports
 * its `defineEvents(…)` and adds one line here. The store validates appends and upcasts reads against it
 * (events/catalog/registry.ts).
 */
export const eventCatalog = mergeEventDefinitions([
  membershipEvents,
  catalogEvents,
  newsEvents,
  videosEvents,
  notificationsEvents,
  packagesEvents,
  pausesEvents,
  bookingEvents,
  makeupEvents,
  waitlistEvents,
  attendanceEvents,
  plansEvents,
  groupsEvents,
  workoutsEvents,
  progressEvents,
  trialsEvents,
  healthEvents,
  remindersEvents,
  billingEvents,
  priceListsEvents,
  reportsEvents,
]);
