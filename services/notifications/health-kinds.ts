import { DAY, member, noticeDate, str, type Kind } from './kind-helpers';

/** The health statement's reminders (services/health/health-reminders.job.ts): 30 and 7 days before it expires. */
export const healthKinds: Record<string, Kind> = {
  HealthStatementReminderDue: (e) => ({
    recipients: member(e),
    title: 'Tu declaración de salud vence pronto',
    body: `Tu declaración jurada de salud vence el ${noticeDate(str(e.data.expiresOn))}. Complétala de nuevo en la app para seguir entrenando sin interrupciones.`,
    url: '/salud',
    ttlSeconds: 7 * DAY,
    urgency: 'low',
  }),
};
