// Her make-up rights, under her package on /paquetes (app/routes/packages-route.tsx): apart from index.ts, whose
// agenda is in the member's first load, so the card comes with that route's chunk alone.
export { MakeupsCard } from './components/makeups-card';
