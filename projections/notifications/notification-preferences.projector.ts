import { NOTIFICATION_SETTINGS_EVENT_TYPES } from '../../events/catalog/notifications.events';
import type { Projector } from '../runner/projection';

/** notification_preferences: who turned push notifications off (no row = on). A deleted account leaves no row. */
export const notificationPreferencesProjector: Projector = {
  name: 'notification_preferences@v1',
  tables: ['notification_preferences'],
  // UserDeleted too: the deletion removes the row in its own transaction, and a rebuild must not bring it back.
  handles: [...NOTIFICATION_SETTINGS_EVENT_TYPES, 'UserDeleted'],
  async apply(trx, event) {
    const userId = String(event.data.userId);
    if (event.type === 'UserDeleted') {
      await trx.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
      return;
    }
    const enabled = event.type === 'NotificationsEnabled';
    await trx
      .insertInto('notification_preferences')
      .values({ user_id: userId, enabled, updated_at: event.recordedAt })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ enabled, updated_at: event.recordedAt }))
      .execute();
  },
};
