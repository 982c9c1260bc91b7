// The health screens, one chunk loaded when opened (feature.ts names them through onDemand).
export { HealthSettingsPage } from './components/health-settings-page';
export { HealthStatementPage } from './components/health-statement-page';
export { TermsPage } from './components/terms-page';
