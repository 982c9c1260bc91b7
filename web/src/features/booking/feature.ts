import type { WebFeature } from '../../lib/feature-module';

/** The agenda and the member's bookings (the screen is composed in app/routes: agenda-route.tsx). */
export const bookingFeature: WebFeature = {
  name: 'booking',
  topicHandlers: async () => {
    const [booking, waitlist] = await Promise.all([import('./api/booking-topics'), import('./api/waitlist-topics')]);
    return [booking.bookingTopicHandlers, waitlist.waitlistTopicHandlers];
  },
};
