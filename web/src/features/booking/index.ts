export { AgendaPage } from './components/agenda-page';
export { MyBookingsPreview } from './components/my-bookings-preview';
export { WaitlistNotice } from './components/waitlist-notice';
