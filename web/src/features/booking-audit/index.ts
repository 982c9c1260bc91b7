export { BookingAuditPage } from './components/booking-audit-page';
