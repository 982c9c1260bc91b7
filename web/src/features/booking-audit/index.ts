import { registerAuditTopics } from './api/audit-topics';

export { BookingAuditPage } from './components/booking-audit-page';

// Realtime for the admin's Reservas: rosters and histories follow every booking and cancellation.
registerAuditTopics();
