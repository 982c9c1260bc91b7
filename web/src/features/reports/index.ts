import { registerReportTopics } from './api/report-topics';

export { DashboardPage } from './components/dashboard-page';

// Realtime for Reportes: bookings, requests and assignments refresh the figures (debounced).
registerReportTopics();
