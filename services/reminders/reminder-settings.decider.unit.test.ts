import { describe, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { reminderSettingsDecider } from './reminder-settings.decider';

const spec = streamDeciderSpec(reminderSettingsDecider);
const set = (classHoursBefore: number) => ({ type: 'SetReminderSettings' as const, settings: { classHoursBefore } });
const wasSet = (classHoursBefore: number) => ({ type: 'ReminderSettingsSet' as const, data: { classHoursBefore } });

describe('reminder settings', () => {
  it('records real changes only, from the 3 hours of the default', () => {
    spec.given([]).when(set(3)).then([]);
    spec.given([]).when(set(0)).then([wasSet(0)]);
    spec.given([wasSet(0)]).when(set(24)).then([wasSet(24)]);
  });

  it('refuses hours out of 0 to 48', () => {
    spec.given([]).when(set(49)).thenRejects({ status: 400, code: 'INVALID_REMINDER_HOURS' });
    spec.given([]).when(set(-1)).thenRejects('INVALID_REMINDER_HOURS');
  });
});
