import { registerTopicHandler } from '../../../lib/realtime';
import { auditKeys } from './audit-keys';

/** Realtime for Reservas: every booking or cancellation refreshes open rosters and histories. */
export function registerAuditTopics(): () => void {
  const stops = [
    registerTopicHandler('admin:bookings', (_topic, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: auditKeys.occupancyAll });
      void queryClient.invalidateQueries({ queryKey: auditKeys.memberHistoryAll });
    }),
    registerTopicHandler('catalog', (_topic, queryClient) => void queryClient.invalidateQueries({ queryKey: auditKeys.horarios })),
    registerTopicHandler('admin:users', (_topic, queryClient) => void queryClient.invalidateQueries({ queryKey: auditKeys.users })),
  ];
  return () => stops.forEach((stop) => stop());
}
