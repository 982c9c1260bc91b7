import { onDemand, type WebFeature } from '../../lib/feature-module';

/** The agenda and the member's bookings (the screen is composed in app/routes: agenda-route.tsx), and the studio's make-up rule. */
export const bookingFeature: WebFeature = {
  name: 'booking',
  routes: {
    adminPanel: [{ path: 'recuperos', ...onDemand(() => import('./pages'), 'MakeupsPage') }],
  },
  topicHandlers: async () => {
    const [booking, waitlist] = await Promise.all([import('./api/booking-topics'), import('./api/waitlist-topics')]);
    return [booking.bookingTopicHandlers, waitlist.waitlistTopicHandlers];
  },
};
