// The billing settings and transfers screens, a chunk loaded when opened (feature.ts names it through onDemand).
export { BillingSettingsPage } from './components/billing-settings-page';
export { TransfersPage } from './components/transfers-page';
