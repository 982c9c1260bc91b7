import { userTopic } from '../../contract/realtime-topics';
import { ATTENDANCE_TYPES } from '../../events/catalog/attendance.events';
import type { TopicRoute } from '../changefeed/topics';

// Booking and waitlist changes move the console's rosters too.
const ROSTER_EVENTS = ['SlotReserved', 'BookingCancelled', 'WaitlistJoined', 'WaitlistLeft', 'WaitlistPromoted', 'WaitlistSkipped'];

export const attendanceTopics: readonly TopicRoute[] = [
  // Open class consoles refetch; the member's own history shows the check-in or the no-show; staff's booking views and
  // Usuarios (a no-show is not a visit: its "Sin venir hace 2 semanas" and last classes move) hear it on admin:bookings.
  { events: [...ATTENDANCE_TYPES], topics: (e) => ['classes', userTopic(String(e.data.userId)), 'admin:bookings'] },
  { events: ROSTER_EVENTS, topics: () => ['classes'] },
];
