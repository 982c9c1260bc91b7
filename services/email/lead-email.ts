import type { RecordedEvent } from '../../events/framework/event';
import type { Db } from '../../db/database';
import { findTrialLead } from '../../projections/trials/trial-leads.queries';
import { trialMailKinds, type LeadMessage, type TrialMailLookups } from '../trials/trial-mails.view';
import { renderEmail } from './render-email';

/** The event types that mail a visitor about her trial class (services/trials/trial-mails.view.ts). */
export const LEAD_MAIL_TYPES = Object.keys(trialMailKinds);

/**
 * A visitor's trial class changed with the studio's calendar: one mail to the address she left, queued by the email
 * reactor from the event as it queues notices (after the command committed, expiring when the class starts). She
 * has no account, so the row names nobody (user_id null, as queueEmail's for an address without one) and carries no
 * unsubscribe link: it is about the one class she booked, and there is no other mail to stop.
 */
export async function enqueueLeadMail(trx: Db, event: RecordedEvent, lookups: Omit<TrialMailLookups, 'trialLead'>, opts: { studioName: string; origin: string; now: Date }) {
  const kind = trialMailKinds[event.type];
  const message = kind && (await kind(event, { ...lookups, trialLead: (trialId) => findTrialLead(trx, trialId) }));
  if (!message) return;
  const at = new Date(event.metadata.now ?? event.recordedAt);
  const expiresAt = new Date(at.getTime() + message.ttlSeconds * 1000);
  if (expiresAt <= opts.now) return;
  const { html, text } = renderEmail(leadMailContent(message, opts));
  await trx
    .insertInto('email_outbox')
    .values({
      purpose: event.type,
      source_position: event.globalPosition,
      user_id: null,
      to_address: message.to,
      subject: message.title,
      text_body: text,
      html_body: html,
      headers: JSON.stringify({}),
      expires_at: expiresAt,
      next_attempt_at: null,
    })
    .execute();
}

const leadMailContent = (m: LeadMessage, opts: { studioName: string; origin: string }) => ({
  studioName: opts.studioName,
  title: m.title,
  paragraphs: [m.firstName ? `Hola, ${m.firstName}:` : 'Hola:', ...m.paragraphs],
  action: { label: 'Ver horarios', url: new URL('/horario', opts.origin).href },
  footer: [`Te escribimos porque reservaste una clase de prueba en ${opts.studioName}.`],
});
