export { PublicSchedulePage } from './components/public-schedule-page';
export { LeadsPage } from './components/leads-page';
