import { BOOKING_CREDIT_EVENT_TYPES, MEMBER_EVENT_TYPES } from '../../events/catalog/packages.events';
import type { TopicRoute } from '../changefeed/topics';

// The member sees their own package, credits and requests; admins see the Usuarios list and the request queue.
export const packagesTopics: readonly TopicRoute[] = [
  { events: [...MEMBER_EVENT_TYPES, ...BOOKING_CREDIT_EVENT_TYPES], topics: (e) => [`user:${String(e.data.userId)}`, 'admin:users'] },
  { events: ['PackageRequested', 'PackageRenewalRequested', 'PackageRequestApproved', 'PackageRequestRejected'], topics: () => ['admin:requests'] },
];
