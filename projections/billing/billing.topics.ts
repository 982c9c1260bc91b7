import { MONTHLY_ACCOUNT_EVENT_TYPES } from '../../events/catalog/billing.events';
import type { TopicRoute } from '../changefeed/topics';

// Her account: she and the admins (her card, the debtors' list) hear of it. The studio's rules are the admins' screen
// and every member's booking notice, as the catalog is.
export const billingTopics: readonly TopicRoute[] = [
  {
    events: MONTHLY_ACCOUNT_EVENT_TYPES,
    topics: (e) => [`user:${String(e.data.userId)}`, 'admin:users'],
  },
  { events: ['BillingSettingsSet', 'PauseSettingsSet', 'PausePlanLimitsSet', 'PausePlanLimitsCleared'], topics: () => ['catalog'] },
  // A price-list version scheduled, withdrawn or taking effect changes the prices on sale and the next one members
  // read on their package screens.
  { events: ['PriceVersionScheduled', 'PriceVersionCancelled', 'PriceVersionTookEffect'], topics: () => ['catalog'] },
  // Her pauses: she hears of her own; the admins of every one waiting (their list) and decided.
  { events: ['PauseRequested', 'PauseApproved', 'PauseRejected'], topics: (e) => [`user:${String(e.data.userId)}`, 'admin:users'] },
  // The receipts checked against the bank: a movement imported or used, a receipt sent or decided.
  {
    events: ['BankMovementImported', 'BankMovementMatched', 'MonthlyPaymentReported', 'MonthlyPaymentReportRejected', 'MonthlyPaymentRecorded', 'PackageRequested', 'PackageRenewalRequested', 'PackageRequestApproved', 'PackageRequestRejected'],
    topics: () => ['admin:transfers'],
  },
];
