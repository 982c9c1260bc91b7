// What the app composes: the terms gate (loaded on demand after the first screen, app/routes/shell-route.tsx), the
// member's health file in her Usuarios card (app/routes/users-admin-route.tsx) and her statement's card in Cuenta.
export { TermsGate } from './components/terms-gate';
export { MemberHealthButton } from './components/member-health-button';
export { HealthCard } from './components/health-card';
