import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fail } from '../../events/framework/errors';
import { SESSION_COOKIE } from '../platform/auth/auth.plugin';
import { requireIdentity } from '../platform/auth/identity';
import { sessionToken } from '../platform/auth/local-auth.provider';
import { hashPassword, verifyPassword } from '../platform/auth/password';
import { endSessionsOf, forgetEverySession } from './account-sessions';
import { forgetSessionDevices, forgetUserDevices } from '../notifications/device-sessions.commands';
import { assertStrongPassword } from './credentials';
import { DELETE_ACCOUNT_CONFIRMATION } from '../../contract/account';
import { deleteAccountNow } from './delete-account';
import { route, commandContext } from '../platform/http/contract-route';

const wrongCurrentPassword = () => fail('WRONG_CURRENT_PASSWORD');

/** Local accounts' self-service: change the password, sign out everywhere. */
export const accountRoutes: FastifyPluginAsyncTypebox<{ authRateLimit: number }> = async (app, { authRateLimit }) => {
  const { db } = app.deps;
  // Checking the current password is a guess like any sign-in: the same per-IP limit.
  const rateLimit = { max: authRateLimit, timeWindow: '1 minute' };

  /**
   * Ends the user's other sessions (or all of them): in the database, this instance's auth cache, and their
   * sockets on every instance (whose auth caches drop them too, through the realtime control channel).
   */
  const endSessions = async (userId: string, keepToken?: string) => {
    const ended = await endSessionsOf(db, userId, keepToken);
    // Their devices' push subscriptions end with them; signing out everywhere also ends those registered before
    // subscriptions recorded their session.
    await (keepToken ? forgetSessionDevices(db, ended) : forgetUserDevices(db, userId));
    if (!keepToken) return forgetEverySession(app, userId);
    app.authProvider.forgetUser?.(userId);
    for (const sessionId of ended) await app.realtime.sessionEnded(sessionId);
  };

  route(app, 'POST /api/auth/change-password', { config: { rateLimit } }, async (request, reply) => {
    const { userId } = requireIdentity(request);
    const { actual, nueva } = request.body;
    const credentials = await db.selectFrom('auth_credentials').select('password_hash').where('user_id', '=', userId).executeTakeFirst();
    if (!credentials || !(await verifyPassword(actual, credentials.password_hash))) throw wrongCurrentPassword();
    assertStrongPassword(nueva);
    if (actual === nueva) throw fail('SAME_PASSWORD');
    const fresh = await hashPassword(nueva);
    await db.updateTable('auth_credentials').set({ password_hash: fresh }).where('user_id', '=', userId).execute();
    // Whoever knew the old password may hold a session: every other one ends, this one stays.
    await endSessions(userId, sessionToken(request));
    return reply.code(204).send(null);
  });

  route(app, 'POST /api/auth/sign-out-all', async (request, reply) => {
    const { userId } = requireIdentity(request);
    await endSessions(userId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send(null);
  });

  route(app, 'POST /api/auth/delete-account', async (request, reply) => {
    const { userId } = requireIdentity(request);
    if (request.body.confirmacion !== DELETE_ACCOUNT_CONFIRMATION) {
      throw fail('CONFIRMATION_REQUIRED', { words: DELETE_ACCOUNT_CONFIRMATION });
    }
    await deleteAccountNow(app, commandContext(request, app.deps), userId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send(null);
  });
};
