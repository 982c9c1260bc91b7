// Apart from index.ts (the menu, a screen of its own): the way back is on every admin screen, in the first load.
export { AdminBackLink } from './components/admin-back-link';
