import type { ReminderSettingsEvent } from '../../events/catalog/reminders.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/** reminder_settings: the studio's latest reminder settings, one row; a redelivered or older event changes nothing. */
export const reminderSettingsProjector: Projector = {
  name: 'reminder-settings@v1',
  tables: ['reminder_settings'],
  handles: ['ReminderSettingsSet'],
  async apply(trx, recorded) {
    const { data } = recorded as unknown as RecordedEvent & ReminderSettingsEvent;
    const row = { class_hours_before: data.classHoursBefore, last_position: recorded.streamPosition, updated_at: recorded.recordedAt };
    await trx
      .insertInto('reminder_settings')
      .values({ id: 1, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row).where('reminder_settings.last_position', '<', recorded.streamPosition))
      .execute();
  },
};
