// The public schedule, the owner's leads with the trial settings: a chunk of their own, loaded when one opens.
export { PublicSchedulePage } from './components/public-schedule-page';
export { LeadsPage } from './components/leads-page';
