import { onDemand, type WebFeature } from '../../lib/feature-module';
import { auditTopicHandlers } from './api/audit-topics';

/** Reservas: each class's roster and history (admin screen). */
export const bookingAuditFeature: WebFeature = {
  name: 'booking-audit',
  routes: { adminPanel: [{ path: 'reservas', ...onDemand(() => import('./index'), 'BookingAuditPage') }] },
  topicHandlers: [auditTopicHandlers],
};
