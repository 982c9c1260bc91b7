import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { fail } from '../../events/framework/errors';
import { findUser } from '../../projections/membership/users.queries';
import { SESSION_COOKIE } from '../platform/auth/auth.plugin';
import { sessionToken } from '../platform/auth/local-auth.provider';
import { hashToken, revokeSession } from '../platform/auth/local-sessions';
import { forgetSessionDevices } from '../notifications/device-sessions.commands';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../platform/auth/password';
import { upgradeHashIfOld } from './password-upgrade';
import { assertStrongPassword, normalizeEmail } from './credentials';
import { registerUser } from './register-user';
import { signInLimiter } from './sign-in-limiter';
import { route, commandContext } from '../platform/http/contract-route';
import { startSessionCookie } from './session-cookie';
import { sendFirstVerification } from './first-verification';

const invalidCredentials = () => fail('INVALID_CREDENTIALS');
const accountLocked = (seconds: number) =>
  fail('TOO_MANY_SIGN_IN_ATTEMPTS', { minutes: Math.ceil(seconds / 60) }, { retryAfter: seconds });

/** Local email + password accounts: the default when Clerk is not configured. */
export const localAuthRoutes: FastifyPluginAsyncTypebox<{ authRateLimit: number }> = async (app, { authRateLimit }) => {
  const { db, config, clock } = app.deps;
  const rateLimit = { max: authRateLimit, timeWindow: '1 minute' };
  const limiter = signInLimiter(() => clock.now());

  const startSession = (reply: FastifyReply, userId: string) => startSessionCookie(app, reply, userId);

  route(app, 'POST /api/auth/sign-up', { config: { rateLimit } }, async (request, reply) => {
    const email = normalizeEmail(request.body.email);
    assertStrongPassword(request.body.password);
    const taken = await db.selectFrom('auth_credentials').select('user_id').where('email', '=', email).executeTakeFirst();
    if (taken) throw fail('EMAIL_TAKEN');
    const userId = `user_${randomUUID().replaceAll('-', '')}`;
    const passwordHash = await hashPassword(request.body.password);
    const profile = { firstName: request.body.firstName.trim(), lastName: request.body.lastName.trim(), email };
    const { result: user } = await registerUser(
      db,
      commandContext(request, app.deps, { ...request.body, password: undefined }),
      { userId, profile, source: 'local', adminEmails: config.adminEmails },
      async (trx) => {
        const inserted = await trx
          .insertInto('auth_credentials')
          .values({ user_id: userId, email, password_hash: passwordHash, created_at: clock.now() })
          .onConflict((oc) => oc.column('email').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw fail('EMAIL_TAKEN');
      },
    );
    await sendFirstVerification(app, request, user);
    const token = await startSession(reply, userId);
    return reply.code(201).send({ token, user });
  });

  route(app, 'POST /api/auth/sign-in', { config: { rateLimit } }, async (request, reply) => {
    const email = request.body.email.trim().toLowerCase();
    // Per account, checked before the password so a locked account gives no hint whether a guess was right.
    const wait = limiter.retryAfterSeconds(email);
    if (wait !== undefined) {
      reply.header('retry-after', String(wait));
      throw accountLocked(wait);
    }
    const credentials = await db.selectFrom('auth_credentials').selectAll().where('email', '=', email).executeTakeFirst();
    const ok = await verifyPassword(request.body.password, credentials?.password_hash ?? (await dummyPasswordHash()));
    if (!credentials || !ok) {
      limiter.recordFailure(email);
      throw invalidCredentials();
    }
    const user = await findUser(db, credentials.user_id);
    if (!user) throw invalidCredentials();
    limiter.recordSuccess(email);
    await upgradeHashIfOld(db, credentials.user_id, credentials.password_hash, request.body.password);
    const token = await startSession(reply, user.userId);
    const { hidden: _hidden, ...publicUser } = user;
    return { token, user: publicUser };
  });

  route(app, 'POST /api/auth/sign-out', async (request, reply) => {
    const token = sessionToken(request);
    if (token) {
      await revokeSession(db, token);
      // This device's push subscription (the web app also unsubscribes it, but a closed tab or a lost network
      // would leave it): the next person on a shared phone must not get this member's notices.
      await forgetSessionDevices(db, [hashToken(token)]);
      app.authProvider.forgetSession?.(token);
      // The sockets opened with this session (its id is the token's hash), on every instance.
      await app.realtime.sessionEnded(hashToken(token));
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send(null);
  });

};
