import { Type, type Static } from 'typebox';
import { Body } from './http';

/** The studio's reminder settings: hours before a class its reminder goes out (0: no class reminders). */
export const ReminderSettingsSchema = Type.Object({ horas_antes_clase: Type.Integer({ minimum: 0, maximum: 48 }) });
export type ReminderSettingsView = Static<typeof ReminderSettingsSchema>;
export const ReminderSettingsBody = Body({ horas_antes_clase: Type.Integer({ minimum: 0, maximum: 1000 }) });

/** The member's private calendar feed: its path on this server (`/api/calendario/<secret>.ics`), or null when off. */
export const CalendarFeedSchema = Type.Object({ ruta: Type.Union([Type.String(), Type.Null()]) });
export type CalendarFeedView = Static<typeof CalendarFeedSchema>;

/** A member's feed file: the secret and `.ics`. */
export const CalendarFileParams = Type.Object({ archivo: Type.String({ pattern: '^[A-Za-z0-9_-]{32,64}\\.ics$' }) });

export const ICalendarSchema = Type.Unsafe<string>({ description: 'An iCalendar (RFC 5545) document, text/calendar' });
