// The billing settings, transfers and pauses screens, a chunk loaded when opened (feature.ts names it through onDemand).
export { BillingSettingsPage } from './components/billing-settings-page';
export { TransfersPage } from './components/transfers-page';
export { PausesPage } from './components/pauses-page';
