import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { NotificationSettingsEvent } from '../../events/catalog/notifications.events';

export interface NotificationSettingsState {
  enabled: boolean;
}

/** `memberDeleted`: looked up before deciding; a deleted account records no choice any more (absent: not deleted). */
export type NotificationSettingsCommand = { type: 'SetNotifications'; userId: string; enabled: boolean; memberDeleted?: boolean };

const initialState = (): NotificationSettingsState => ({ enabled: true });

const evolve = (_: NotificationSettingsState, event: NotificationSettingsEvent): NotificationSettingsState => ({
  enabled: event.type === 'NotificationsEnabled',
});

/** Records only real changes: turning on what is already on is a no-op. */
function decide(command: NotificationSettingsCommand, state: NotificationSettingsState): NotificationSettingsEvent[] {
  if (command.memberDeleted) throw fail('USER_DELETED');
  if (command.enabled === state.enabled) return [];
  return [{ type: command.enabled ? 'NotificationsEnabled' : 'NotificationsDisabled', data: { userId: command.userId } }];
}

export const notificationSettingsDecider: StreamDecider<NotificationSettingsState, NotificationSettingsCommand, NotificationSettingsEvent> = {
  initialState,
  evolve,
  decide,
};
