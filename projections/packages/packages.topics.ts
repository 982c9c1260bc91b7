import { BOOKING_CREDIT_EVENT_TYPES, MEMBER_EVENT_TYPES } from '../../events/catalog/packages.events';
import { registerTopics } from '../changefeed/topics';

// The member sees their own package, credits and requests; admins see the Usuarios list and the request queue.
registerTopics([...MEMBER_EVENT_TYPES, ...BOOKING_CREDIT_EVENT_TYPES], (e) => [`user:${String(e.data.userId)}`, 'admin:users']);
registerTopics(['PackageRequested', 'PackageRequestApproved', 'PackageRequestRejected'], () => ['admin:requests']);
