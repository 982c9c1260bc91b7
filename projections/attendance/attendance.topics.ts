import { userTopic } from '../../contract/realtime-topics';
import { ATTENDANCE_TYPES } from '../../events/catalog/attendance.events';
import type { TopicRoute } from '../changefeed/topics';

// Booking and waitlist changes move the console's rosters too.
const ROSTER_EVENTS = ['SlotReserved', 'BookingCancelled', 'WaitlistJoined', 'WaitlistLeft', 'WaitlistPromoted', 'WaitlistSkipped'];

export const attendanceTopics: readonly TopicRoute[] = [
  // Open class consoles refetch; the member's own history shows the check-in or the no-show.
  { events: [...ATTENDANCE_TYPES], topics: (e) => ['classes', userTopic(String(e.data.userId))] },
  { events: ROSTER_EVENTS, topics: () => ['classes'] },
];
