import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Webhook, WebhookVerificationError } from 'svix';
import { fail } from '../../events/framework/errors';
import { deleteAccountNow } from './delete-account';
import { forgetSessionDevices } from '../notifications/device-sessions.commands';
import { route } from '../platform/http/contract-route';

export const CLERK_WEBHOOK_PATH = '/api/webhooks/clerk';

// Clerk's ends of a session it announces (signed out, removed, revoked); an expiry is never announced (README).
const SESSION_ENDS = new Set(['session.ended', 'session.removed', 'session.revoked']);

const SVIX_HEADERS = ['svix-id', 'svix-timestamp', 'svix-signature'] as const;

const badSignature = () =>
  fail('WEBHOOK_SIGNATURE_INVALID');

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The part of Clerk's event this route reads: its type and its object's id (a user's, or a session's). */
const readEvent = (payload: unknown): { type: string; id: string | undefined } => {
  const event = (payload ?? {}) as { type?: unknown; data?: { id?: unknown } };
  const type = typeof event.type === 'string' ? event.type : '';
  const id = typeof event.data?.id === 'string' ? event.data.id : undefined;
  return { type, id };
};

/**
 * Clerk mode's account deletion: when Clerk reports `user.deleted`, the member's data goes
 * exactly as a local account's own deletion does. Clerk signs its webhooks with Svix; the signature over the raw
 * body (and its timestamp, within 5 minutes of the server's wall clock, which is what Svix checks against replays)
 * is the only credential, so the route is public and carries no cookie. Clerk retries a delivery under the same
 * `svix-id`, which is the command's idempotency key: a retry replays the stored outcome and changes nothing.
 * `session.ended`, `session.removed` and `session.revoked` end the push subscriptions registered under that session.
 */
export const clerkWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.deps.config.clerk?.webhookSecret;
  const verifier = secret ? new Webhook(secret) : undefined;

  // This plugin is encapsulated, so the raw-text parser applies to this route only: the signature covers the
  // exact bytes Clerk sent, which a parse and re-serialise would not reproduce.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  route(app, 'POST /api/webhooks/clerk', async (request, reply) => {
    if (!verifier) throw fail('NOT_FOUND');
    const headers = Object.fromEntries(SVIX_HEADERS.map((name) => [name, headerOf(request, name) ?? '']));
    if (SVIX_HEADERS.some((name) => !headers[name])) throw badSignature();
    if (typeof request.body !== 'string') throw fail('WEBHOOK_BODY_INVALID');
    let payload: unknown;
    try {
      payload = verifier.verify(request.body, headers);
    } catch (error) {
      if (error instanceof WebhookVerificationError) throw badSignature();
      // A signed body that is not JSON: Clerk never sends one.
      throw fail('WEBHOOK_BODY_INVALID');
    }
    const event = readEvent(payload);
    // A session's devices stop getting its member's pushes (a shared phone's next user is someone else).
    // Deleting them again on a retried delivery changes nothing.
    if (SESSION_ENDS.has(event.type) && event.id) {
      await forgetSessionDevices(app.deps.db, [event.id]);
      return reply.code(204).send(null);
    }
    if (event.type !== 'user.deleted' || !event.id) return reply.code(204).send(null);
    const known = await app.deps.db.selectFrom('users').select('user_id').where('user_id', '=', event.id).executeTakeFirst();
    if (!known) return reply.code(204).send(null);
    await deleteAccountNow(app, {
      actorId: 'system',
      correlationId: request.id,
      idempotencyKey: `clerk-webhook:${headers['svix-id']}`,
      request: { clerkUserDeleted: event.id },
      now: app.deps.clock.now(),
    }, event.id);
    return reply.code(204).send(null);
  });
};
