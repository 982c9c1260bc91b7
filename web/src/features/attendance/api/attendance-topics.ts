import type { TopicHandlers } from '../../../lib/realtime';
import { attendanceKeys } from './attendance-keys';

/** Realtime for the class console (`classes`: bookings, waitlists, check-ins) and the member's own history. */
export const attendanceTopicHandlers: TopicHandlers = {
  classes: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: attendanceKeys.consoleAll }),
  user: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: attendanceKeys.historyAll }),
};
