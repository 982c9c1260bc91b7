import { describe, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { reminderDecider } from './reminder.decider';

const reminder = { type: 'ClassReminderSent' as const, data: { userId: 'ana', slotId: 7, fecha: '2026-11-16', hora: '18:30', discipline: 'Funcional' } };
const spec = streamDeciderSpec(reminderDecider);

describe('a reminder', () => {
  it('is recorded once on its stream', () => {
    spec.given([]).when({ type: 'SendReminder', reminder, memberDeleted: false }).then([reminder]);
    spec.given([reminder]).when({ type: 'SendReminder', reminder, memberDeleted: false }).then([]);
  });

  it('is not recorded for a deleted account', () => {
    spec.given([]).when({ type: 'SendReminder', reminder, memberDeleted: true }).then([]);
  });
});
