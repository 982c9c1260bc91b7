import { onDemand, type WebFeature } from '../../lib/feature-module';

/** Monthly plans: her plan's card and her account in Usuarios (index.ts), the studio's rules for debts. */
export const billingFeature: WebFeature = {
  name: 'billing',
  routes: { adminPanel: [{ path: 'ajustes-abonos', ...onDemand(() => import('./pages'), 'BillingSettingsPage') }] },
};
