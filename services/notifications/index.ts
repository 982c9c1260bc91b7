import { notificationPreferencesProjector } from '../../projections/notifications/notification-preferences.projector';
import { noticeChannelsProjector } from '../../projections/notifications/notice-channels.projector';
import { notificationsTopics } from '../../projections/notifications/notifications.topics';
import type { FeatureModule } from '../feature-module';
import { noticeChannelsRoutes } from './notice-channels.routes';
import { notificationsRoutes } from './notifications.routes';
import { startPushWorker } from './push-worker';

/** Push notifications: a member's subscriptions and preferences, and their delivery. */
export const notificationsFeature: FeatureModule = {
  name: 'notifications',
  routes: [{ plugin: notificationsRoutes, options: (ctx) => ({ resolveHost: ctx.resolveHost }) }, { plugin: noticeChannelsRoutes }],
  projectors: [notificationPreferencesProjector, noticeChannelsProjector],
  topics: notificationsTopics,
  // The push reactor queues notices from events and the worker delivers them with retries, right behind it.
  jobs: [({ database, config, clock, log }) => startPushWorker({ database, config, clock, log })],
};
