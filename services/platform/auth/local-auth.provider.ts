import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../domain/time/clock';
import type { AuthProvider } from './auth.plugin';
import { bearerToken, SESSION_COOKIE } from './auth.plugin';
import { AuthCache } from './auth-cache';
import { findSession, hashToken } from './local-sessions';
import type { Identity } from './identity';

export function sessionToken(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? request.cookies?.[SESSION_COOKIE];
}

/** A session as this instance remembers it: the identity requests get, and when it ends. */
interface KnownSession {
  identity: Identity;
  expiresAt: Date;
}

// Sessions expire by the injected clock, which the cache's TTL does not know: checked on every use.
const live = (session: KnownSession | undefined, now: Date) => (session && session.expiresAt > now ? session.identity : undefined);

/**
 * Local accounts: a session token and its user's role, looked up once per few seconds rather than on every
 * request (AuthCache). This instance forgets a session at sign-out and a user's sessions at a role change.
 * Remembered by the token's text, as Clerk tokens are (clerk-token-cache.ts), so a request that hits pays no
 * SHA-256; only a lookup in the database needs the hash.
 */
export function localAuthProvider(db: Db, clock: Clock, sessionIdleDays?: number): AuthProvider {
  const sessions = new AuthCache<KnownSession>();
  const lookUp = async (tokenHash: string, now: Date): Promise<KnownSession | undefined> => {
    const session = await findSession(db, tokenHash, now, sessionIdleDays);
    // Frozen: every request of the session is handed this same object.
    return session && { identity: Object.freeze({ userId: session.userId, role: session.role, mode: 'local', sessionId: tokenHash }), expiresAt: session.expiresAt };
  };
  return {
    mode: 'local',
    async resolve(request) {
      const token = sessionToken(request);
      if (!token) return undefined;
      const now = clock.now();
      return live(sessions.get(token), now) ?? live(await sessions.load(token, () => lookUp(hashToken(token), now)), now);
    },
    forgetSession(token) {
      sessions.forget(token);
    },
    socketSession(request) {
      const token = sessionToken(request);
      if (!token) return undefined;
      const id = hashToken(token);
      return {
        id,
        // Straight to the database, not the cache: this runs once a minute per socket and must see revocations.
        async recheck() {
          const session = await findSession(db, id, clock.now(), sessionIdleDays, false);
          return session && { userId: session.userId, role: session.role };
        },
      };
    },
    // Announced by another instance, which names the session by its hash only: a scan, as rare as sign-outs.
    forgetSessionId(sessionId) {
      sessions.forgetWhere((s) => s.identity.sessionId === sessionId);
    },
    forgetUser(userId) {
      sessions.forgetWhere((s) => s.identity.userId === userId);
    },
  };
}
