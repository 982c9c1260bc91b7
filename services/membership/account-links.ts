import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { hashToken } from '../platform/auth/local-sessions';

// An hour: time enough to open the mail, little for a link forwarded or left in an inbox someone else reads.
export const RESET_LINK_LIFE_MS = 60 * 60_000;
// A week: the welcome mail may wait unread for days, and confirming proves nothing urgent.
export const VERIFICATION_LINK_LIFE_MS = 7 * 86_400_000;

/** The web app's screens that open emailed links (web/src/features/auth). */
export const RESET_PASSWORD_PATH = '/restablecer-contrasena';
export const VERIFY_EMAIL_PATH = '/verificar-email';

/** An emailed link's secret: the token goes in the mail only; the log and the tables keep its SHA-256. */
export interface NewLink {
  token: string;
  tokenHash: string;
  expiresAt: string;
}

export function newLink(now: Date, lifeMs: number): NewLink {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + lifeMs).toISOString() };
}

/**
 * The link as mailed. Its origin is PUBLIC_ORIGIN, never the request's Host (which whoever asks for someone else's
 * reset could set to their own site); the token rides in the fragment, which browsers never send to a server, so it
 * stays out of request logs and Referer headers.
 */
export function linkUrl(config: Pick<Config, 'publicOrigin' | 'port'>, path: string, token: string): string {
  const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
  return `${origin}${path}#token=${token}`;
}
