import { sql } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { AsyncProcessor } from '../../projections/runner/async-processor';
import type { Db } from '../../db/database';
import { dbLookups, deliveryChannels, noticeGroupOf, notificationKinds, type NoticeGroup, type PushMessage, type Recipients } from '../notifications/notices.view';
import { noticeEmail } from './notice-email';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-link';
import { enqueueLeadMail, LEAD_MAIL_TYPES } from './lead-email';

export interface EmailReactorOptions {
  studioTz: string;
  studioName: string;
  /** PUBLIC_ORIGIN of the links; undefined while email is off: the reactor moves past events and queues nothing. */
  origin: string | undefined;
  now: () => Date;
  /** The unsubscribe links' secret, read in the reactor's transaction. */
  linkSecret: (trx: Db) => Promise<string>;
}

/** The recipients' addresses, their choice for this kind of notice and whether a device of theirs accepts push. */
function candidates(trx: Db, recipients: Recipients, notice: string, actorId: string | undefined) {
  let query = trx
    .selectFrom('users as u')
    .leftJoin('notice_channels as c', (join) => join.onRef('c.user_id', '=', 'u.user_id').on('c.notice', '=', notice))
    .leftJoin('notification_preferences as p', 'p.user_id', 'u.user_id')
    .select(['u.user_id', 'u.email', 'u.first_name', 'c.push', 'c.email as chosen_email'])
    .select(sql<boolean>`coalesce(p.enabled, true) AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = u.user_id)`.as('push_reach'))
    .where('u.deleted', '=', false);
  if (actorId) query = query.where('u.user_id', '<>', actorId);
  if (recipients.kind === 'admins') query = query.where('u.role', '=', 'admin');
  else if (recipients.kind === 'users') {
    if (recipients.userIds.length === 0) return Promise.resolve([]);
    query = query.where('u.user_id', 'in', recipients.userIds);
  }
  return query.execute();
}

/**
 * Turns the events push turns into notices (notification-kinds.ts) into mails in the outbox, for the members whose
 * choice for that kind of notice (notice-groups.ts) is email, or who never chose and have no device that accepts
 * push. Runs after the command committed, so no member's action ever waits on the SMTP relay; the email worker
 * delivers. A notice already past its use (an old log replayed when email is switched on) is not queued. A visitor's
 * trial class that the studio's calendar moved or cancelled mails her too (lead-email.ts): she has no other channel.
 */
export function emailReactor(opts: EmailReactorOptions): AsyncProcessor {
  return {
    name: 'email-notices@v1',
    handles: [...Object.keys(notificationKinds), ...LEAD_MAIL_TYPES],
    async handle(trx, events) {
      const origin = opts.origin;
      if (origin === undefined) return;
      const lookups = dbLookups(trx, opts.studioTz);
      for (const event of events) {
        if (LEAD_MAIL_TYPES.includes(event.type)) await enqueueLeadMail(trx, event, lookups, { studioName: opts.studioName, origin, now: opts.now() });
        const kind = notificationKinds[event.type];
        const group = noticeGroupOf(event.type);
        const message = kind && group && (await kind(event, lookups));
        if (message && group) await enqueue(trx, event, message, group, { ...opts, origin });
      }
    },
  };
}

async function enqueue(trx: Db, event: RecordedEvent, message: PushMessage, group: NoticeGroup, opts: EmailReactorOptions & { origin: string }): Promise<void> {
  const now = opts.now();
  const at = new Date(event.metadata.now ?? event.recordedAt);
  const expiresAt = new Date(at.getTime() + message.ttlSeconds * 1000);
  if (expiresAt <= now) return;
  const actorId = typeof event.metadata.actorId === 'string' ? event.metadata.actorId : undefined;
  const people = (await candidates(trx, message.recipients, group.id, actorId)).filter(
    (p) => deliveryChannels(p.push === null || p.chosen_email === null ? undefined : { push: p.push, email: p.chosen_email }, { push: p.push_reach, email: true }).email,
  );
  if (people.length === 0) return;
  const secret = await opts.linkSecret(trx);
  const rows = people.map((p) => {
    const link = unsubscribeUrl(opts.origin, unsubscribeToken(secret, { userId: p.user_id, notice: group.id, issuedAt: now }));
    const mail = noticeEmail(message, { studioName: opts.studioName, origin: opts.origin, group, firstName: p.first_name, unsubscribeUrl: link }, event.type);
    return {
      purpose: mail.purpose,
      source_position: event.globalPosition,
      user_id: p.user_id,
      to_address: p.email,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers: JSON.stringify(mail.headers),
      expires_at: expiresAt,
      next_attempt_at: null,
    };
  });
  await trx.insertInto('email_outbox').values(rows).onConflict((oc) => oc.columns(['source_position', 'user_id']).doNothing()).execute();
}
