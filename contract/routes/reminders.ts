import { CalendarFeedSchema, CalendarFileParams, ICalendarSchema, ReminderSettingsBody, ReminderSettingsSchema } from '../reminders';
import { defineRoutes } from './route-schemas';

/** Reminders (the studio's settings) and calendar feeds (each member's private one, the studio's public timetable). */
export const remindersApi = defineRoutes({
  'GET /api/recordatorios/settings': { access: 'admin', response: { 200: ReminderSettingsSchema } },
  'PUT /api/recordatorios/settings': { access: 'admin', errors: [409, 422], body: ReminderSettingsBody, response: { 200: ReminderSettingsSchema } },
  'GET /api/calendario/miCalendario': { access: 'member', response: { 200: CalendarFeedSchema } },
  'POST /api/calendario/renovar': { access: 'member', errors: [409, 422], response: { 200: CalendarFeedSchema } },
  'POST /api/calendario/revocar': { access: 'member', errors: [409, 422], response: { 200: CalendarFeedSchema } },
  // No session: a calendar app fetches these on its own. The member's is opened by its secret alone.
  'GET /api/calendario/estudio.ics': { access: 'public', response: { 200: ICalendarSchema } },
  'GET /api/calendario/:archivo': { access: 'public', errors: [404], params: CalendarFileParams, response: { 200: ICalendarSchema } },
});
