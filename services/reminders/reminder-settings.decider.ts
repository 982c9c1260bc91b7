import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { ReminderSettingsEvent } from '../../events/catalog/reminders.events';

export type ReminderSettings = ReminderSettingsEvent['data'];

/** Until the studio chooses: a reminder 3 hours before each class, time to get there after work. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { classHoursBefore: 3 };
// Two days ahead: further than that a reminder is a second booking confirmation, not a reminder.
export const MAX_CLASS_HOURS_BEFORE = 48;

export type ReminderSettingsCommand = { type: 'SetReminderSettings'; settings: ReminderSettings };

const initialState = (): ReminderSettings => DEFAULT_REMINDER_SETTINGS;
const evolve = (_: ReminderSettings, event: ReminderSettingsEvent): ReminderSettings => event.data;

/** Records only real changes; 0 hours turns class reminders off. */
function decide(command: ReminderSettingsCommand, state: ReminderSettings): ReminderSettingsEvent[] {
  const hours = command.settings.classHoursBefore;
  if (!Number.isInteger(hours) || hours < 0 || hours > MAX_CLASS_HOURS_BEFORE) throw fail('INVALID_REMINDER_HOURS');
  return hours === state.classHoursBefore ? [] : [{ type: 'ReminderSettingsSet', data: { classHoursBefore: hours } }];
}

export const reminderSettingsDecider: StreamDecider<ReminderSettings, ReminderSettingsCommand, ReminderSettingsEvent> = { initialState, evolve, decide };
