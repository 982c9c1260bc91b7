// Staff screens, loaded on demand (members never download them).
export { AssignPlansPage } from './components/assign-plans-page';
