import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ReminderSettingsView } from '../../contract/reminders';
import { findReminderSettings } from '../../projections/reminders/reminders.queries';
import { route, commandContext } from '../platform/http/contract-route';
import { DEFAULT_REMINDER_SETTINGS } from './reminder-settings.decider';
import { setReminderSettings } from './reminders.commands';

/** The studio's reminder settings (admin): hours before a class its reminder goes out. */
export const reminderSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;
  const view = async (): Promise<ReminderSettingsView> => ({
    horas_antes_clase: ((await findReminderSettings(db)) ?? DEFAULT_REMINDER_SETTINGS).classHoursBefore,
  });

  route(app, 'GET /api/recordatorios/settings', view);

  route(app, 'PUT /api/recordatorios/settings', async (request) => {
    await setReminderSettings(db, commandContext(request, app.deps), { classHoursBefore: request.body.horas_antes_clase });
    return view();
  });
};
