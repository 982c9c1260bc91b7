import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../platform/auth/auth.plugin';
import { createSession } from '../platform/auth/local-sessions';

/** A fresh local session for the user, in the answer's cookie (sign-up, sign-in, a password reset); returns its token. */
export async function startSessionCookie(app: FastifyInstance, reply: FastifyReply, userId: string): Promise<string> {
  const { db, config, clock } = app.deps;
  const { token } = await createSession(db, userId, clock.now(), config.sessionTtlDays);
  // Max-Age counts from when the browser receives it, so a device whose clock disagrees with the server's (or a
  // test server on a fixed clock) keeps the session as long as the server does; an Expires date would not.
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, maxAge: config.sessionTtlDays * 86_400 });
  return token;
}
