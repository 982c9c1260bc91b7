import { Type } from 'typebox';

/** A one-click unsubscribe link's token, payload.signature in base64url (services/email/unsubscribe-link.ts); the handler checks the signature. */
export const UnsubscribeQuery = Type.Object({ t: Type.String({ minLength: 3, maxLength: 600, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' }) });

/** A small Spanish page (text/html) for the person who opened the link in a browser. */
export const UnsubscribePage = Type.String({ description: 'Página HTML (text/html; charset=utf-8) en español.' });

export const EmailFailure = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  /** What the mail was for: a notice's event type or a transactional purpose ('password-reset'). */
  purpose: Type.String(),
  /** 'pending': still being retried; 'failed' or 'expired': given up. */
  status: Type.Union([Type.Literal('pending'), Type.Literal('failed'), Type.Literal('expired')]),
  /** In Spanish. */
  error: Type.String(),
  attempts: Type.Integer(),
  lastAttemptAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const EmailStatusSchema = Type.Object({
  /** SMTP configured: the studio sends email. */
  available: Type.Boolean(),
  /** Mails waiting for their first or next attempt. */
  queued: Type.Integer(),
  /** The latest mails that failed or are being retried, newest first. */
  failures: Type.Array(EmailFailure),
});
