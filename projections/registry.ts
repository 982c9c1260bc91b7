import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../events/framework/event';
import '../events/catalog';
import type { Database } from '../db/schema';
import './booking/booking.topics';
import { bookingsProjector } from './booking/bookings.projector';
import './catalog/catalog.topics';
import { disciplinesProjector } from './catalog/disciplines.projector';
import { packagesProjector } from './catalog/packages.projector';
import { scheduleSlotsProjector } from './catalog/schedule-slots.projector';
import { usersProjector } from './membership/users.projector';
import './membership/users.topics';
import { newsPostsProjector } from './news/news-posts.projector';
import './news/news.topics';
import { plansProjector } from './plans/plans.projector';
import './plans/plans.topics';
import { groupsProjector } from './groups/groups.projector';
import './groups/groups.topics';
import { notificationPreferencesProjector } from './notifications/notification-preferences.projector';
import './notifications/notifications.topics';
import { memberPackagesProjector } from './packages/member-packages.projector';
import { packageRequestsProjector } from './packages/package-requests.projector';
import './packages/packages.topics';
import { reportsProjector } from './reports/reports.projector';
import { videosProjector } from './videos/videos.projector';
import './videos/videos.topics';
import type { AsyncProcessor } from './runner/async-processor';
import { applyAll, type Projector } from './runner/projection';

/**
 * Inline projectors run in the command's own transaction: their tables are always up to date with
 * the log (read-your-writes), and a rebuild replays them from position 0.
 */
export const inlineProjectors: readonly Projector[] = [usersProjector, disciplinesProjector, scheduleSlotsProjector, packagesProjector, newsPostsProjector, videosProjector, notificationPreferencesProjector, memberPackagesProjector, packageRequestsProjector, bookingsProjector, plansProjector, groupsProjector];

/**
 * Async processors, run behind the commands by `startAsyncProcessors` (projections/runner/async-runner.ts).
 * A rebuild clears the tables of those that own some and sends their checkpoints back to 0.
 */
// The studio's time zone is part of what reports@v1 computes (which day an event fell on), so the caller passes
// the one its config holds.
export const asyncProcessors = (opts: { studioTz: string }): readonly AsyncProcessor[] => [reportsProjector({ tz: opts.studioTz })];

export const applyInline = (trx: Kysely<Database>, events: readonly RecordedEvent[]) => applyAll(inlineProjectors, trx, events);
