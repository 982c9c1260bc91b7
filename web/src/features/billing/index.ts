// What the app composes: her plan's card and her pauses on /paquetes (app/routes/packages-route.tsx), her plan's
// notice on her home (app/routes/home-route.tsx), her account in her Usuarios card (app/routes/users-admin-route.tsx)
// and each package's price list in Editar paquetes (app/routes/edit-packages-route.tsx).
export { MonthlyPlanCard } from './components/monthly-plan-card';
export { PauseCard } from './components/pause-card';
export { MemberBillingButton } from './components/member-billing-button';
export { PlanHomeNotice } from './components/plan-home-notice';
export { PriceListButton } from './components/price-list-button';
