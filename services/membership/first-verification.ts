import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestEmailVerification } from './email-verification.commands';
import { commandContext } from '../platform/http/contract-route';

/**
 * The verification link a new local account gets at sign-up. The account is already saved: a failure here is logged
 * and the member asks for another link from Cuenta, rather than sign-up failing after it succeeded.
 */
export async function sendFirstVerification(app: FastifyInstance, request: FastifyRequest, user: { userId: string; firstName: string; email: string }) {
  const ctx = commandContext(request, app.deps, { verifyAfterSignUp: user.userId });
  const keyed = { ...ctx, idempotencyKey: ctx.idempotencyKey && `${ctx.idempotencyKey}:verify` };
  const recipient = { to: user.email, firstName: user.firstName, studioName: app.deps.config.studioName };
  try {
    await requestEmailVerification(app.deps.db, keyed, { userId: user.userId, recipient, config: app.deps.config });
  } catch (error) {
    request.log.error({ err: error, userId: user.userId }, 'the verification mail of a new account was not queued');
  }
}
