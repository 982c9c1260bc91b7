import { attendanceApi } from './attendance';
import { billingApi } from './billing';
import { bookingApi } from './booking';
import { catalogApi } from './catalog';
import { emailApi } from './email';
import { groupsApi } from './groups';
import { healthApi } from './health';
import { membershipApi } from './membership';
import { newsApi } from './news';
import { notificationsApi } from './notifications';
import { opsApi } from './ops';
import { packagesApi } from './packages';
import { plansApi } from './plans';
import { progressApi } from './progress';
import { remindersApi } from './reminders';
import { reportsApi } from './reports';
import { trialsApi } from './trials';
import { videosApi } from './videos';
import { workoutsApi } from './workouts';

/**
 * Every route of the API by "METHOD /path": the server serves each under its key with exactly this schema and access
 * (services/platform/http/contract-route.ts; tests/api/api-docs.api.test.ts checks it), and the web types its calls by it.
 */
export const apiRoutes = { ...attendanceApi, ...billingApi, ...bookingApi, ...catalogApi, ...emailApi, ...groupsApi, ...healthApi, ...membershipApi, ...newsApi, ...notificationsApi, ...opsApi, ...packagesApi, ...plansApi, ...progressApi, ...remindersApi, ...reportsApi, ...trialsApi, ...videosApi, ...workoutsApi };

export type ApiRoutes = typeof apiRoutes;
export type RouteKey = keyof ApiRoutes;
