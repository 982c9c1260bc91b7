import { Type } from 'typebox';
import { defineEvents } from './define-events';

/** A member's push-notification choice, stream `notification-settings:<userId>`. On by default. */
const NotificationsEnabled = Type.Object({ userId: Type.String() });
const NotificationsDisabled = Type.Object({ userId: Type.String() });

export const notificationsEvents = defineEvents({ NotificationsEnabled, NotificationsDisabled });

export type NotificationSettingsEvent =
  | { type: 'NotificationsEnabled'; data: Type.Static<typeof NotificationsEnabled> }
  | { type: 'NotificationsDisabled'; data: Type.Static<typeof NotificationsDisabled> };

export const NOTIFICATION_SETTINGS_EVENT_TYPES = ['NotificationsEnabled', 'NotificationsDisabled'] as const;

export { notificationSettingsStream } from '../streams';
