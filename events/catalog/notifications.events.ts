import { Type } from 'typebox';
import { defineEvents } from './registry';

/** A member's push-notification choice, stream `notification-settings:<userId>`. On by default. */
const NotificationsEnabled = Type.Object({ userId: Type.String() });
const NotificationsDisabled = Type.Object({ userId: Type.String() });

defineEvents({ NotificationsEnabled, NotificationsDisabled });

export type NotificationSettingsEvent =
  | { type: 'NotificationsEnabled'; data: Type.Static<typeof NotificationsEnabled> }
  | { type: 'NotificationsDisabled'; data: Type.Static<typeof NotificationsDisabled> };

export const NOTIFICATION_SETTINGS_EVENT_TYPES = ['NotificationsEnabled', 'NotificationsDisabled'] as const;

export const notificationSettingsStream = (userId: string) => ({ streamId: `notification-settings:${userId}`, streamType: 'notification-settings' });
