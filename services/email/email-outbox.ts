import type { Db } from '../../db/database';

/** A mail to queue: both parts already rendered (render-email.ts), `purpose` names it in the admins' list. */
export interface OutgoingEmail {
  to: string;
  /** Whose mail it is: deleting her account deletes it (delete-account.ts). Null only for an address without one. */
  userId: string | null;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for ('password-reset', 'WaitlistPromoted'…): shown to admins, never to the recipient. */
  purpose: string;
  headers?: Record<string, string>;
}

/**
 * Queues a transactional mail (a password reset, an address to verify) in the caller's transaction: it goes out
 * only if that transaction commits, and the email worker (email-worker.ts) delivers it after, with retries, so no
 * request ever waits on the SMTP relay. Transactional mails carry no unsubscribe link: the member asked for them.
 * Due at once (no next attempt time); while email is off (no SMTP_URL) it waits in the outbox.
 */
export async function queueEmail(trx: Db, mail: OutgoingEmail): Promise<void> {
  await trx
    .insertInto('email_outbox')
    .values({
      purpose: mail.purpose,
      source_position: null,
      user_id: mail.userId,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers: JSON.stringify(mail.headers ?? {}),
      expires_at: null,
      next_attempt_at: null,
    })
    .execute();
}
