// The admin's make-ups screen, a chunk loaded when opened (feature.ts names it through onDemand).
export { MakeupsPage } from './components/makeups-page';
