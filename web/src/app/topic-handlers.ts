import { registerAuditTopics } from '../features/booking-audit/api/audit-topics';
import { registerBookingTopics } from '../features/booking/api/booking-topics';
import { registerCatalogTopics } from '../features/catalog/realtime';
import { registerGroupsTopics } from '../features/groups/realtime';
import { registerMembershipTopics } from '../features/membership/api/membership-topics';
import { registerNewsTopics } from '../features/news/api/news-topics';
import { registerPackagesTopics } from '../features/packages/api/packages-topics';
import { registerPlanEditorTopics } from '../features/plan-editor/realtime';
import { registerPlansTopics } from '../features/plans/realtime';
import { registerReportTopics } from '../features/reports/api/report-topics';
import { registerVideoTopics } from '../features/videos/api/videos-topics';

/**
 * Which query each realtime topic refreshes, for every feature, in one visible list. It is wired here rather than by
 * importing a feature: screens load on demand (admin, editor, reports), but their topics must be handled from the
 * first notice on.
 */
const featureTopicHandlers = [
  registerBookingTopics,
  registerAuditTopics,
  registerCatalogTopics,
  registerPackagesTopics,
  registerMembershipTopics,
  registerPlansTopics,
  registerPlanEditorTopics,
  registerGroupsTopics,
  registerNewsTopics,
  registerVideoTopics,
  registerReportTopics,
];

let registered = false;

/** Registers every feature's topic handlers once per page (idempotent: providers mount once per test too). */
export function registerTopicHandlers(): void {
  if (registered) return;
  registered = true;
  for (const register of featureTopicHandlers) register();
}
