// What the app composes: the terms gate (loaded on demand after the first screen, app/routes/shell-route.tsx) and the
// member's health file in her Usuarios card (app/routes/users-admin-route.tsx).
export { TermsGate } from './components/terms-gate';
export { MemberHealthButton } from './components/member-health-button';
