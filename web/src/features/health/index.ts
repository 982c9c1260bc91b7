// What the shell composes: the terms gate, loaded on demand after the first screen (app/routes/shell-route.tsx).
export { TermsGate } from './components/terms-gate';
