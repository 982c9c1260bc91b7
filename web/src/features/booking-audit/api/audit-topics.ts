import type { TopicHandlers } from '../../../lib/realtime';
import { auditKeys } from './audit-keys';

/** Realtime for Reservas: every booking or cancellation refreshes open rosters and histories. */
export const auditTopicHandlers: TopicHandlers = {
  'admin:bookings': (_event, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: auditKeys.occupancyAll });
    void queryClient.invalidateQueries({ queryKey: auditKeys.memberHistoryAll });
  },
  catalog: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: auditKeys.horarios }),
  'admin:users': (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: auditKeys.users }),
};
