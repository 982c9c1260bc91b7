import { onDemand, type WebFeature } from '../../lib/feature-module';

/** Reminders' settings (admin); the member's calendar feed card is composed into /cuenta (app/routes/account-route.tsx). */
export const remindersFeature: WebFeature = {
  name: 'reminders',
  routes: { adminPanel: [{ path: 'ajustes-recordatorios', ...onDemand(() => import('./settings'), 'ReminderSettingsPage') }] },
};
