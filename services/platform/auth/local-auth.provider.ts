import type { FastifyRequest } from 'fastify';
import type { Db } from '../database/database';
import type { Clock } from '../clock';
import type { AuthProvider } from './auth.plugin';
import { bearerToken, SESSION_COOKIE } from './auth.plugin';
import { findSessionUser } from './local-sessions';

export function sessionToken(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? request.cookies?.[SESSION_COOKIE];
}

export function localAuthProvider(db: Db, clock: Clock): AuthProvider {
  return {
    mode: 'local',
    async resolve(request) {
      const token = sessionToken(request);
      if (!token) return undefined;
      const userId = await findSessionUser(db, token, clock.now());
      if (!userId) return undefined;
      const user = await db.selectFrom('users').select(['role']).where('user_id', '=', userId).executeTakeFirst();
      if (!user) return undefined;
      return { userId, role: user.role === 'admin' ? 'admin' : 'member', mode: 'local' };
    },
  };
}
