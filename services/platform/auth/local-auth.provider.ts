import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../domain/time/clock';
import type { AuthProvider } from './auth.plugin';
import { bearerToken, SESSION_COOKIE } from './auth.plugin';
import { AuthCache } from './auth-cache';
import { findSession, hashToken, type LocalSession } from './local-sessions';

export function sessionToken(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? request.cookies?.[SESSION_COOKIE];
}

/**
 * Local accounts: a session token and its user's role, looked up once per few seconds rather than on every
 * request (AuthCache). This instance forgets a session at sign-out and a user's sessions at a role change.
 */
export function localAuthProvider(db: Db, clock: Clock, sessionIdleDays?: number): AuthProvider {
  const sessions = new AuthCache<LocalSession>();
  return {
    mode: 'local',
    async resolve(request) {
      const token = sessionToken(request);
      if (!token) return undefined;
      const now = clock.now();
      const key = hashToken(token);
      // Sessions expire by the injected clock, which the cache's TTL does not know: checked on every use.
      const live = (s: LocalSession | undefined) => (s && s.expiresAt > now ? s : undefined);
      const session = live(sessions.get(key)) ?? live(await sessions.load(key, () => findSession(db, key, now, sessionIdleDays)));
      return session && { userId: session.userId, role: session.role, mode: 'local', sessionId: key };
    },
    forgetSession(token) {
      sessions.forget(hashToken(token));
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
    forgetSessionId(sessionId) {
      sessions.forget(sessionId);
    },
    forgetUser(userId) {
      sessions.forgetWhere((s) => s.userId === userId);
    },
  };
}
