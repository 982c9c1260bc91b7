import type { StreamDecider } from '../../events/framework/decider';
import type { ReminderEvent } from '../../events/catalog/reminders.events';

/** A reminder stream holds one reminder: sent or not yet. */
export interface ReminderState {
  sent: boolean;
}

/**
 * The reminders job's command: the event to record, decided on its own stream so a second run (or instance) adds
 * nothing. `memberDeleted` is looked up first: a deleted account is reminded of nothing (no refusal: the job moves on).
 */
export type SendReminder = { type: 'SendReminder'; reminder: ReminderEvent; memberDeleted: boolean };

const initialState = (): ReminderState => ({ sent: false });
const evolve = (): ReminderState => ({ sent: true });

function decide(command: SendReminder, state: ReminderState): ReminderEvent[] {
  return state.sent || command.memberDeleted ? [] : [command.reminder];
}

export const reminderDecider: StreamDecider<ReminderState, SendReminder, ReminderEvent> = { initialState, evolve, decide };
