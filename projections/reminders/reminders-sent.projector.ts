import type { ReminderEvent } from '../../events/catalog/reminders.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/** class_reminders_sent and package_reminders_sent: what the reminders job already sent, so it sends each once. */
export const remindersSentProjector: Projector = {
  name: 'reminders-sent@v1',
  tables: ['class_reminders_sent', 'package_reminders_sent'],
  handles: ['ClassReminderSent', 'PackageExpiryReminderSent'],
  async apply(trx, recorded) {
    const event = recorded as unknown as RecordedEvent & ReminderEvent;
    const sentAt = recorded.recordedAt;
    if (event.type === 'ClassReminderSent') {
      const { slotId, fecha, userId } = event.data;
      await trx.insertInto('class_reminders_sent').values({ slot_id: slotId, fecha, user_id: userId, sent_at: sentAt }).onConflict((oc) => oc.doNothing()).execute();
      return;
    }
    const { userId, validUntil } = event.data;
    await trx.insertInto('package_reminders_sent').values({ user_id: userId, valid_until: validUntil, sent_at: sentAt }).onConflict((oc) => oc.doNothing()).execute();
  },
};
