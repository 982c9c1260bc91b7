// The billing settings screen, a chunk loaded when opened (feature.ts names it through onDemand).
export { BillingSettingsPage } from './components/billing-settings-page';
