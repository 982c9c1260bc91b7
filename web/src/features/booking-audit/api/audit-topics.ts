import type { TopicHandlers } from '../../../lib/realtime';
import { auditKeys } from './audit-keys';

/**
 * Realtime for Reservas: every booking or cancellation refreshes open member histories (rosters, waitlists, the
 * weekly classes and the member picker are routes other screens read too: web/src/api/api-topics.ts).
 */
export const auditTopicHandlers: TopicHandlers = {
  'admin:bookings': (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: auditKeys.memberHistoryAll }),
};
