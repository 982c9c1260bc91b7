import type { WebFeature } from '../../lib/feature-module';
import { bookingTopicHandlers } from './api/booking-topics';
import { waitlistTopicHandlers } from './api/waitlist-topics';

/** The agenda and the member's bookings (the screen is composed in app/routes: agenda-route.tsx). */
export const bookingFeature: WebFeature = {
  name: 'booking',
  topicHandlers: [bookingTopicHandlers, waitlistTopicHandlers],
};
