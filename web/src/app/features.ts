import { adminFeature } from '../features/admin/feature';
import { attendanceFeature } from '../features/attendance/feature';
import { bookingAuditFeature } from '../features/booking-audit/feature';
import { bookingFeature } from '../features/booking/feature';
import { catalogFeature } from '../features/catalog/feature';
import { emailFeature } from '../features/email/feature';
import { groupsFeature } from '../features/groups/feature';
import { billingFeature } from '../features/billing/feature';
import { healthFeature } from '../features/health/feature';
import { homeFeature } from '../features/home/feature';
import { membershipFeature } from '../features/membership/feature';
import { newsFeature } from '../features/news/feature';
import { packagesFeature } from '../features/packages/feature';
import { planEditorFeature } from '../features/plan-editor/feature';
import { plansFeature } from '../features/plans/feature';
import { progressFeature } from '../features/progress/feature';
import { remindersFeature } from '../features/reminders/feature';
import { reportsFeature } from '../features/reports/feature';
import { trialsFeature } from '../features/trials/feature';
import { videosFeature } from '../features/videos/feature';
import { workoutsFeature } from '../features/workouts/feature';
import type { WebFeature } from '../lib/feature-module';
import type { TopicHandlers } from '../lib/realtime';

/**
 * Every web feature that brings its own screens or realtime handlers, in one visible list: routes.tsx mounts
 * their routes, the change feed hands topics to their handlers. A feature exports its module from
 * `features/<feature>/feature.ts` and adds one line here. (Features with neither, such as auth or the
 * shell, are used by the app's own screens.)
 */
export const webFeatures: readonly WebFeature[] = [
  adminFeature,
  attendanceFeature,
  bookingFeature,
  bookingAuditFeature,
  catalogFeature,
  packagesFeature,
  membershipFeature,
  plansFeature,
  planEditorFeature,
  groupsFeature,
  homeFeature,
  newsFeature,
  videosFeature,
  reportsFeature,
  emailFeature,
  workoutsFeature,
  progressFeature,
  trialsFeature,
  remindersFeature,
  healthFeature,
  billingFeature,
];

/**
 * Which queries each topic refreshes: the routes several features read (web/src/api), then every feature's own;
 * handled from the first notice on, whichever screen is open. Loaded with the change feed, after sign-in.
 */
export async function loadTopicHandlers(): Promise<readonly TopicHandlers[]> {
  const [shared, ...own] = await Promise.all([import('../api/api-topics'), ...webFeatures.map((f) => f.topicHandlers?.() ?? [])]);
  return [shared.sharedRouteTopicHandlers, ...own.flat()];
}

/** The routes every feature declares for one place in the tree. */
export const featureRoutes = (place: keyof NonNullable<WebFeature['routes']>) => webFeatures.flatMap((f) => f.routes?.[place] ?? []);
