import { onDemand, type WebFeature } from '../../lib/feature-module';

/** Reservas: each class's roster and history (admin screen). */
export const bookingAuditFeature: WebFeature = {
  name: 'booking-audit',
  routes: { adminPanel: [{ path: 'reservas', ...onDemand(() => import('./index'), 'BookingAuditPage') }] },
  topicHandlers: () => import('./api/audit-topics').then((m) => [m.auditTopicHandlers]),
};
