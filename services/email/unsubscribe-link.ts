import { createHmac, timingSafeEqual } from 'node:crypto';
import { fail } from '../../events/framework/errors';

// Mails sit in inboxes for months; a link older than this is refused (the account screen still works).
const LINK_DAYS = 180;
const DAY_MS = 24 * 3600 * 1000;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`unsubscribe\n${payload}`).digest('base64url');

/**
 * The token of a one-click unsubscribe link: who, which kind of notice, and the day it was issued, signed with
 * HMAC-SHA256 (link-secret.ts). It names nothing secret, so it only has to be unforgeable.
 */
export function unsubscribeToken(secret: string, link: { userId: string; notice: string; issuedAt: Date }): string {
  const payload = Buffer.from(JSON.stringify([link.userId, link.notice, Math.floor(link.issuedAt.getTime() / DAY_MS)])).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The link a mail carries, on PUBLIC_ORIGIN (or the server's own address when it has none). */
export const unsubscribeUrl = (origin: string, token: string) => `${origin}/api/email/unsubscribe?t=${encodeURIComponent(token)}`;

/** Who and which notice a token names; a forged token is refused (UNSUBSCRIBE_LINK_INVALID), an old one too (…_EXPIRED). */
export function readUnsubscribeToken(secret: string, token: string, now: Date): { userId: string; notice: string } {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw fail('UNSUBSCRIBE_LINK_INVALID');
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw fail('UNSUBSCRIBE_LINK_INVALID');
  const [userId, notice, day] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [string, string, number];
  if (now.getTime() - day * DAY_MS > LINK_DAYS * DAY_MS) throw fail('UNSUBSCRIBE_LINK_EXPIRED');
  return { userId, notice };
}
