import type { ColumnType, Generated } from 'kysely';

export type EmailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'expired' | 'cancelled';

/**
 * A mail waiting for, or done with, the SMTP relay (services/email/email-worker.ts). Notices carry the event's
 * position and their member (one mail per event and member); transactional mails (a password reset) carry their
 * member but neither position nor expiry. A finished mail keeps no body (email-delivery.ts), and deleting an account
 * deletes its mails. Attempt times are the worker's clock: nothing here is stamped by the database.
 */
export interface EmailOutboxTable {
  id: Generated<number>;
  purpose: string;
  source_position: number | null;
  user_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  expires_at: Date | null;
  status: ColumnType<EmailStatus, EmailStatus | undefined, EmailStatus>;
  attempts: Generated<number>;
  /** Null: due at once. */
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  /** In Spanish, for the admins' list of failures. */
  last_error: string | null;
  finished_at: Date | null;
}

export interface EmailLinkSecretTable {
  id: number;
  secret: string;
}
