import { registerBookingTopics } from './api/booking-topics';

export { AgendaPage } from './components/agenda-page';
export { MyBookingsPreview } from './components/my-bookings-preview';

// Realtime invalidation for the whole app session: places, turnos and credits follow the server.
registerBookingTopics();
