import { registerTopics } from '../changefeed/topics';

// Everyone's agenda shows places; the member's own bookings and credits; the admin's audit views.
registerTopics(['SlotReserved', 'BookingCancelled'], (e) => [
  'agenda',
  `user:${String(e.data.userId)}`,
  'admin:bookings',
]);
