import { NOTIFICATION_SETTINGS_EVENT_TYPES } from '../../events/catalog/notifications.events';
import type { Projector } from '../runner/projection';

/** notification_preferences: who turned push notifications off (no row = on). */
export const notificationPreferencesProjector: Projector = {
  name: 'notification_preferences@v1',
  tables: ['notification_preferences'],
  handles: NOTIFICATION_SETTINGS_EVENT_TYPES,
  async apply(trx, event) {
    const enabled = event.type === 'NotificationsEnabled';
    await trx
      .insertInto('notification_preferences')
      .values({ user_id: String(event.data.userId), enabled, updated_at: event.recordedAt })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ enabled, updated_at: event.recordedAt }))
      .execute();
  },
};
