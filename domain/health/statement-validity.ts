import { addDays, format, parseISO } from 'date-fns';

/**
 * When a sworn health statement counts, on the studio calendar (YYYY-MM-DD): from the day it is signed until
 * `expiresOn`, the first day it no longer counts (as a package's valido_hasta). Pure: booking, check-in, the
 * reminders and the screens all decide with it.
 */

export const plusDays = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');

/** The day a statement signed on `signedOn` stops counting. */
export const expiryOf = (signedOn: string, validityDays: number) => plusDays(signedOn, validityDays);

export const statementValidOn = (expiresOn: string | null, today: string) => expiresOn !== null && today < expiresOn;

/** Reminders go 30 and 7 days before the statement expires. */
export const REMINDER_LEADS = [30, 7] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number];

/**
 * The reminder due today for a statement that expires on `expiresOn`: the nearest lead whose day has come, while the
 * statement still counts (a reminder missed while the server was down is sent late, and only the nearer one).
 */
export function reminderDue(expiresOn: string, today: string): ReminderLead | undefined {
  if (!statementValidOn(expiresOn, today)) return undefined;
  const due = REMINDER_LEADS.filter((lead) => today >= plusDays(expiresOn, -lead));
  return due.length === 0 ? undefined : (Math.min(...due) as ReminderLead);
}

export type StatementStanding = 'vigente' | 'vence_pronto' | 'vencida' | 'falta';

/** Where a member stands today: no statement, expired, within the first reminder's window, or valid. */
export function statementStanding(expiresOn: string | null, today: string): StatementStanding {
  if (expiresOn === null) return 'falta';
  if (!statementValidOn(expiresOn, today)) return 'vencida';
  return reminderDue(expiresOn, today) === undefined ? 'vigente' : 'vence_pronto';
}

/**
 * What booking and check-in read when the studio blocks members without a valid statement (`health` in their facts):
 * her latest expiry, or null when she has none. Absent when the studio does not block: nothing is read then.
 */
export interface HealthGate {
  expiresOn: string | null;
}
