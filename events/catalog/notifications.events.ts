import { Type } from 'typebox';
import { defineEvents } from './define-events';

/** A member's push-notification choice, stream `notification-settings:<userId>`. On by default. */
const NotificationsEnabled = Type.Object({ userId: Type.String() });
const NotificationsDisabled = Type.Object({ userId: Type.String() });

/**
 * A member's channels for one kind of notice (services/notifications/notice-groups.ts), stream
 * `notice-channels:<userId>`. Before her first choice she gets the defaults: push where a device accepts it, email
 * otherwise. `viaLink`: chosen by the one-click unsubscribe link of a mail, without signing in.
 */
const NoticeChannelsChosen = Type.Object({
  userId: Type.String(),
  notice: Type.String(),
  push: Type.Boolean(),
  email: Type.Boolean(),
  viaLink: Type.Optional(Type.Boolean()),
});

export const notificationsEvents = defineEvents({ NotificationsEnabled, NotificationsDisabled, NoticeChannelsChosen });

export type NotificationSettingsEvent =
  | { type: 'NotificationsEnabled'; data: Type.Static<typeof NotificationsEnabled> }
  | { type: 'NotificationsDisabled'; data: Type.Static<typeof NotificationsDisabled> };

export type NoticeChannelsEvent = { type: 'NoticeChannelsChosen'; data: Type.Static<typeof NoticeChannelsChosen> };

export const NOTIFICATION_SETTINGS_EVENT_TYPES = ['NotificationsEnabled', 'NotificationsDisabled'] as const;

export { notificationSettingsStream, noticeChannelsStream } from '../streams';
