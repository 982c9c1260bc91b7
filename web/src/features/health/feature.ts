import { onDemand, type WebFeature } from '../../lib/feature-module';

/** Health and consent: her sworn health statement, the public terms, the studio's settings (the gate: index.ts). */
export const healthFeature: WebFeature = {
  name: 'health',
  routes: {
    public: [{ path: 'terminos', ...onDemand(() => import('./pages'), 'TermsPage') }],
    member: [{ path: 'salud', ...onDemand(() => import('./pages'), 'HealthStatementPage') }],
    adminPanel: [{ path: 'ajustes-salud', ...onDemand(() => import('./pages'), 'HealthSettingsPage') }],
  },
};
