import { notificationPreferencesProjector } from '../../projections/notifications/notification-preferences.projector';
import { notificationsTopics } from '../../projections/notifications/notifications.topics';
import type { FeatureModule } from '../feature-module';
import { notificationsRoutes } from './notifications.routes';

/**
 * Push notifications: a member's subscriptions and preferences. Delivery runs beside the server
 * (services/notifications/push-worker.ts, started by background.ts) with its own queue and retries.
 */
export const notificationsFeature: FeatureModule = {
  name: 'notifications',
  routes: [{ plugin: notificationsRoutes, options: (ctx) => ({ resolveHost: ctx.resolveHost }) }],
  projectors: [notificationPreferencesProjector],
  topics: notificationsTopics,
};
