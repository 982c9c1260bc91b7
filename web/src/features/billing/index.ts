// What the app composes: her plan's card and her pauses on /paquetes (app/routes/packages-route.tsx), her plan's
// notice on her home (app/routes/home-route.tsx) and her account in her Usuarios card (app/routes/users-admin-route.tsx).
export { MonthlyPlanCard } from './components/monthly-plan-card';
export { PauseCard } from './components/pause-card';
export { MemberBillingButton } from './components/member-billing-button';
export { PlanHomeNotice } from './components/plan-home-notice';
