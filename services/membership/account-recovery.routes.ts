import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { fail } from '../../events/framework/errors';
import { isEmailVerified } from '../../projections/membership/account-links.queries';
import { findUser } from '../../projections/membership/users.queries';
import { requireIdentity } from '../platform/auth/identity';
import { route, commandContext } from '../platform/http/contract-route';
import { forgetEverySession } from './account-sessions';
import { normalizeEmail } from './credentials';
import { requestEmailVerification, verifyEmail } from './email-verification.commands';
import { requestPasswordReset, resetPassword } from './password-reset.commands';
import { startSessionCookie } from './session-cookie';
import { slidingWindow } from './sign-in-limiter';

// Three links an hour per email (resets) or per account (verification mails): a lost mail or two, not an inbox flood.
const LINKS_PER_HOUR = { max: 3, windowMs: 60 * 60_000 };

const tooManyLinks = (reply: FastifyReply, seconds: number) => {
  reply.header('retry-after', String(seconds));
  return fail('TOO_MANY_LINK_REQUESTS', { minutes: Math.ceil(seconds / 60) }, { retryAfter: seconds });
};

/**
 * Forgotten passwords and confirmed addresses for local accounts. Served in Clerk mode too, to answer 404
 * LOCAL_ACCOUNTS_ONLY: Clerk has its own recovery and verification, and the web app shows these screens only without it.
 * Per address, the sign-in routes' limit per minute; per email (or account), at most three links an hour.
 */
export const accountRecoveryRoutes: FastifyPluginAsyncTypebox<{ authRateLimit: number }> = async (app, { authRateLimit }) => {
  const { db, config, clock } = app.deps;
  const rateLimit = { max: authRateLimit, timeWindow: '1 minute' };
  const resetsPerEmail = slidingWindow(() => clock.now(), LINKS_PER_HOUR);
  const verificationsPerAccount = slidingWindow(() => clock.now(), LINKS_PER_HOUR);
  const localAccountsOnly = () => {
    if (app.authProvider.mode !== 'local') throw fail('LOCAL_ACCOUNTS_ONLY');
  };

  // The same answer whether or not the email has an account (and the same limit), so it tells nobody who is a member.
  route(app, 'POST /api/auth/forgot-password', { config: { rateLimit } }, async (request, reply) => {
    localAccountsOnly();
    const email = normalizeEmail(request.body.email);
    const wait = resetsPerEmail.retryAfterSeconds(email);
    if (wait !== undefined) throw tooManyLinks(reply, wait);
    resetsPerEmail.record(email);
    const credentials = await db.selectFrom('auth_credentials').select('user_id').where('email', '=', email).executeTakeFirst();
    const user = credentials && (await findUser(db, credentials.user_id));
    if (user) {
      const recipient = { to: email, firstName: user.firstName, studioName: config.studioName };
      await requestPasswordReset(db, commandContext(request, app.deps), { userId: user.userId, recipient, config });
    }
    return reply.code(204).send(null);
  });

  route(app, 'POST /api/auth/reset-password', { config: { rateLimit } }, async (request, reply) => {
    localAccountsOnly();
    const { userId } = await resetPassword(db, commandContext(request, app.deps), { token: request.body.token, password: request.body.nueva });
    // Her sessions ended in the command: this instance's cache and her sockets on every instance follow.
    await forgetEverySession(app, userId);
    const user = await findUser(db, userId);
    if (!user) throw fail('RESET_LINK_INVALID');
    const token = await startSessionCookie(app, reply, userId);
    const { hidden: _hidden, ...publicUser } = user;
    return { token, user: publicUser };
  });

  route(app, 'POST /api/auth/verify-email', { config: { rateLimit } }, async (request, reply) => {
    localAccountsOnly();
    await verifyEmail(db, commandContext(request, app.deps), { token: request.body.token });
    return reply.code(204).send(null);
  });

  route(app, 'POST /api/auth/verify-email/resend', { config: { rateLimit } }, async (request, reply) => {
    localAccountsOnly();
    const { userId } = requireIdentity(request);
    const wait = verificationsPerAccount.retryAfterSeconds(userId);
    if (wait !== undefined) throw tooManyLinks(reply, wait);
    const user = await findUser(db, userId);
    if (!user) throw fail('USER_NOT_REGISTERED');
    const recipient = { to: user.email, firstName: user.firstName, studioName: config.studioName };
    await requestEmailVerification(db, commandContext(request, app.deps), { userId, recipient, config });
    verificationsPerAccount.record(userId);
    return reply.code(204).send(null);
  });

  route(app, 'GET /api/auth/email-status', async (request) => {
    localAccountsOnly();
    const { userId } = requireIdentity(request);
    const user = await findUser(db, userId);
    if (!user) throw fail('USER_NOT_REGISTERED');
    return { email: user.email, verified: await isEmailVerified(db, userId) };
  });
};
