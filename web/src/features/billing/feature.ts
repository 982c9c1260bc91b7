import { onDemand, type WebFeature } from '../../lib/feature-module';

/** Monthly plans: her plan's card and her account in Usuarios (index.ts), the studio's rules for debts, receipts checked against the bank, members' pauses. */
export const billingFeature: WebFeature = {
  name: 'billing',
  routes: {
    adminPanel: [
      { path: 'ajustes-abonos', ...onDemand(() => import('./pages'), 'BillingSettingsPage') },
      { path: 'transferencias', ...onDemand(() => import('./pages'), 'TransfersPage') },
      { path: 'pausas', ...onDemand(() => import('./pages'), 'PausesPage') },
    ],
  },
  topicHandlers: () => import('./api/billing-topics').then((m) => [m.billingTopicHandlers]),
};
