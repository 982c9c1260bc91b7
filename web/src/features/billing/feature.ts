import { onDemand, type WebFeature } from '../../lib/feature-module';

/** Monthly plans: her plan's card and her account in Usuarios (index.ts), the studio's rules for debts, receipts checked against the bank. */
export const billingFeature: WebFeature = {
  name: 'billing',
  routes: {
    adminPanel: [
      { path: 'ajustes-abonos', ...onDemand(() => import('./pages'), 'BillingSettingsPage') },
      { path: 'transferencias', ...onDemand(() => import('./pages'), 'TransfersPage') },
    ],
  },
  topicHandlers: () => import('./api/billing-topics').then((m) => [m.billingTopicHandlers]),
};
