import { bookingWritesMirrorProjectors } from '../../projections/booking/bookings.writes';
import { bookingsProjector } from '../../projections/booking/bookings.projector';
import { bookingMovesProjector } from '../../projections/booking/booking-moves.projector';
import { forgivenLateCancelsProjector } from '../../projections/booking/forgiven-late-cancels.projector';
import { waitlistWritesMirrorProjectors } from '../../projections/booking/waitlist-inline.writes';
import { bookingTopics } from '../../projections/booking/booking.topics';
import { waitlistProjector } from '../../projections/booking/waitlist.projector';
import { waitlistTopics } from '../../projections/booking/waitlist.topics';
import { routes, type FeatureModule } from '../feature-module';
import { bookingRoutes } from './booking.routes';
import { calendarRoutes } from './calendar.routes';
import { calendarSeeder } from '../demo/calendar.seed';
import { calendarExceptionsProjector } from '../../projections/booking/calendar-exceptions.projector';
import { calendarTopics } from '../../projections/booking/calendar.topics';
import { forfeitWaiverRoutes } from './forfeit-waiver.routes';
import { scheduleChangeReactor } from './schedule-change.reactor';
import { waitlistScheduleReactor } from './waitlist-schedule.reactor';
import { waitlistRoutes } from './waitlist.routes';
import { standingBookingsProjector } from '../../projections/booking/standing-bookings.projector';
import { standingBookingTopics } from '../../projections/booking/standing-bookings.topics';
import { startStandingBookings } from './standing-booking.job';
import { standingBookingRoutes } from './standing-booking.routes';
import { timeMachineRoutes } from './time-machine.routes';
import { standingSlotRemovedReactor } from './standing-slot-removed.reactor';
import { makeupRoutes } from './makeup.routes';
import { makeupSettingsProjector, memberMakeupsProjector } from '../../projections/booking/makeups.projector';

/** The agenda, booking and cancelling a class. */
export const bookingFeature: FeatureModule = {
  name: 'booking',
  routes: [routes(bookingRoutes), routes(waitlistRoutes), routes(forfeitWaiverRoutes), routes(calendarRoutes), routes(standingBookingRoutes), routes(makeupRoutes), routes(timeMachineRoutes)],
  projectors: [bookingsProjector, waitlistProjector, calendarExceptionsProjector, standingBookingsProjector, forgivenLateCancelsProjector, bookingMovesProjector, makeupSettingsProjector, memberMakeupsProjector],
  topics: [...bookingTopics, ...waitlistTopics, ...calendarTopics, ...standingBookingTopics],
  // A booking, and a cancellation with the waitlist it settles, write their projections in their own statement.
  fastWrites: [
    { commands: ['ReserveSlot'], mirrorsProjectors: bookingWritesMirrorProjectors },
    { commands: ['JoinWaitlist', 'LeaveWaitlist', 'ChangeWaitlistLimit', 'ClearWaitlist', 'CancelBooking', 'SettleWaitlist'], mirrorsProjectors: waitlistWritesMirrorProjectors },
  ],
  // Cancels the bookings a schedule change leaves without a class; empties its waitlists, or settles them when a
  // raised capacity frees places; ends the turnos fijos of a removed slot.
  processors: ({ clock, studioTz }) => [
    scheduleChangeReactor({ clock, tz: studioTz }),
    waitlistScheduleReactor({ clock, tz: studioTz }),
    standingSlotRemovedReactor({ clock }),
  ],
  // Turnos fijos: each week's class booked for the member as its booking window opens, on a timer against the clock.
  jobs: [
    ({ database, config, clock, log }) =>
      startStandingBookings({ db: database.db, clock, studioTz: config.studioTz, log: (m, error) => (error ? log.error({ err: error }, m) : log.info(m)) }),
  ],
  // The demo closes its next holiday, as its news says.
  seed: [calendarSeeder],
};
