import { bookingsProjector } from '../../projections/booking/bookings.projector';
import { bookingTopics } from '../../projections/booking/booking.topics';
import { routes, type FeatureModule } from '../feature-module';
import { bookingRoutes } from './booking.routes';
import { scheduleChangeReactor } from './schedule-change.reactor';

/** The agenda, booking and cancelling a class. */
export const bookingFeature: FeatureModule = {
  name: 'booking',
  routes: [routes(bookingRoutes)],
  projectors: [bookingsProjector],
  topics: bookingTopics,
  // Cancels the bookings a schedule change leaves without a class.
  processors: ({ clock, studioTz }) => [scheduleChangeReactor({ clock, tz: studioTz })],
};
