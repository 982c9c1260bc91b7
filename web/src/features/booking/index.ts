export { AgendaPage } from './components/agenda-page';
export { MyBookingsPreview } from './components/my-bookings-preview';
export { WaitlistNotice } from './components/waitlist-notice';
// Her make-up rights, under her package on /paquetes (app/routes/packages-route.tsx), loaded with that route.
export { MakeupsCard } from './components/makeups-card';
