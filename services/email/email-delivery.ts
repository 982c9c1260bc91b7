import { sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/database';
import { smtpFailure } from './smtp-failure';

export interface EmailDeliveryOptions {
  transport: Transporter;
  from: string;
  replyTo: string | undefined;
  now: () => Date;
  batch?: number;
}

export interface EmailDeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

// Backoff after a refused or failed attempt: 30 s, 1 min, 2 min … capped at 1 h. After MAX_ATTEMPTS (about six
// hours of trying) the mail is given up and shows in the admins' list; a notice also ends when it is of no use.
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3_600_000;
export const MAX_EMAIL_ATTEMPTS = 12;
// A claimed mail whose sender died is picked up again after this lease (longer than the relay's timeouts).
const LEASE_MS = 120_000;

export const emailRetryDelayMs = (attempts: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

type Claimed = { id: number; user_id: string | null; to_address: string; subject: string; text_body: string; html_body: string; headers: unknown; expires_at: Date | null; attempts: number };

/** Claims due mails (SKIP LOCKED, so several instances share the work) under a lease. */
async function claimDue(db: Db, now: Date, limit: number): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, last_attempt_at = ${now}, next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}
    WHERE id IN (
      SELECT id FROM email_outbox WHERE status IN ('pending', 'sending') AND (next_attempt_at IS NULL OR next_attempt_at <= ${now})
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, user_id, to_address, subject, text_body, html_body, headers, expires_at, attempts`.execute(db);
  return rows;
}

/**
 * Ends a mail's life in the outbox. Its body goes with it (both parts and the headers): a password reset's link
 * token, a member's name and the unsubscribe link must not wait 30 days in the table, and a backup, for nothing.
 * The row keeps what the admins' list of failures shows (email-status.ts): recipient, subject, purpose, status,
 * attempts and the reason.
 */
const finish = (db: Db, id: number, status: 'sent' | 'failed' | 'expired' | 'cancelled', now: Date, error: string | null = null) =>
  db
    .updateTable('email_outbox')
    .set({ status, finished_at: now, next_attempt_at: null, last_error: error, text_body: '', html_body: '', headers: '{}' })
    .where('id', '=', id)
    .execute();

/**
 * Sends what is due through the SMTP relay, one mail at a time (relays limit connections). Accepted: sent. A
 * permanent refusal (5xx: no such mailbox, a sender the relay does not allow): failed at once. A temporary one
 * (4xx), a relay that cannot be reached or times out: retried with exponential backoff. A notice for a member whose
 * account was deleted meanwhile is not sent.
 */
export async function deliverDueEmail(db: Db, opts: EmailDeliveryOptions): Promise<EmailDeliveryReport> {
  const now = opts.now();
  const report: EmailDeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const claimed = await claimDue(db, now, opts.batch ?? 20);
  if (claimed.length === 0) return report;
  const members = claimed.flatMap((c) => (c.user_id ? [c.user_id] : []));
  const live = new Set(
    members.length === 0
      ? []
      : (await db.selectFrom('users').select('user_id').where('user_id', 'in', members).where('deleted', '=', false).execute()).map((u) => u.user_id),
  );
  for (const row of claimed) {
    if (row.user_id && !live.has(row.user_id)) {
      await finish(db, row.id, 'cancelled', now, 'La cuenta fue eliminada: no se envió.');
      continue;
    }
    if (row.expires_at && new Date(row.expires_at) <= now) {
      await finish(db, row.id, 'expired', now, 'El aviso dejó de servir antes de poder enviarlo.');
      continue;
    }
    try {
      await opts.transport.sendMail({
        from: opts.from,
        replyTo: opts.replyTo,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: (row.headers ?? {}) as Record<string, string>,
      });
      report.sent++;
      await finish(db, row.id, 'sent', now);
    } catch (error) {
      const failure = smtpFailure(error);
      const nextAt = new Date(now.getTime() + emailRetryDelayMs(row.attempts));
      const tooLate = row.expires_at !== null && nextAt >= new Date(row.expires_at);
      if (!failure.retryable || row.attempts >= MAX_EMAIL_ATTEMPTS || tooLate) {
        report.failed++;
        await finish(db, row.id, failure.retryable && tooLate ? 'expired' : 'failed', now, failure.detail);
        continue;
      }
      report.retried++;
      await db.updateTable('email_outbox').set({ status: 'pending', next_attempt_at: nextAt, last_error: failure.detail }).where('id', '=', row.id).execute();
    }
  }
  return report;
}

/** Finished mails (without their bodies) are kept a month for the admins' list and troubleshooting, then removed. */
export async function pruneEmailOutbox(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('email_outbox')
    .where('status', 'in', ['sent', 'failed', 'expired', 'cancelled'])
    .where('finished_at', '<', new Date(now.getTime() - 30 * 24 * 3600 * 1000))
    .execute();
}
