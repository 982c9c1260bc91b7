import type { TopicRoute } from '../changefeed/topics';

// A member's file: she and the admins (her card) hear of it, and the class console's flag ('classes', no personal data
// in the notice). The studio's settings and terms are studio-wide rules every member reads, as the catalog is.
export const healthTopics: readonly TopicRoute[] = [
  { events: ['TermsAccepted', 'HealthStatementSubmitted', 'HealthStatementReminderDue'], topics: (e) => [`user:${String(e.data.userId)}`, 'admin:users', 'classes'] },
  { events: ['HealthSettingsSet', 'StudioTermsPublished'], topics: () => ['catalog', 'classes'] },
];
