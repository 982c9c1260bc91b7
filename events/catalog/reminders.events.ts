import { Type } from 'typebox';
import { defineEvents } from './define-events';

const CalendarDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Time = Type.String({ pattern: '^\\d{2}:\\d{2}$' });

/** The studio's reminder settings, stream `studio-settings:reminders`: how many hours before a class it reminds (0: never). */
const ReminderSettingsSet = Type.Object({ classHoursBefore: Type.Integer({ minimum: 0, maximum: 48 }) });

/**
 * A member was reminded of a class she booked, once per member and class occurrence (stream
 * `reminder-class:<slotId>:<fecha>:<userId>`), appended by the reminders job when the studio's hours before arrive.
 */
const ClassReminderSent = Type.Object({ userId: Type.String(), slotId: Type.Integer(), fecha: CalendarDate, hora: Time, discipline: Type.String() });

/** A member was told her package ends soon, once per member and end day (stream `reminder-package:<userId>:<validUntil>`). */
const PackageExpiryReminderSent = Type.Object({ userId: Type.String(), validUntil: CalendarDate, credits: Type.Integer({ minimum: 0 }) });

/**
 * A member's private calendar feed (stream `calendar-feed:<userId>`): opened or renewed with a fresh random secret
 * (the link's only key: a renewal makes the old link stop working), or revoked.
 */
const CalendarFeedOpened = Type.Object({ userId: Type.String(), secret: Type.String({ pattern: '^[A-Za-z0-9_-]{32,64}$' }) });
const CalendarFeedRevoked = Type.Object({ userId: Type.String() });

export const remindersEvents = defineEvents({ ReminderSettingsSet, ClassReminderSent, PackageExpiryReminderSent, CalendarFeedOpened, CalendarFeedRevoked });

export type ReminderSettingsEvent = { type: 'ReminderSettingsSet'; data: Type.Static<typeof ReminderSettingsSet> };
export type ReminderEvent =
  | { type: 'ClassReminderSent'; data: Type.Static<typeof ClassReminderSent> }
  | { type: 'PackageExpiryReminderSent'; data: Type.Static<typeof PackageExpiryReminderSent> };
export type CalendarFeedEvent =
  | { type: 'CalendarFeedOpened'; data: Type.Static<typeof CalendarFeedOpened> }
  | { type: 'CalendarFeedRevoked'; data: Type.Static<typeof CalendarFeedRevoked> };
