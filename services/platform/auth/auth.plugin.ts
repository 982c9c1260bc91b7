import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { fail } from '../../../events/framework/errors';
import type { SocketSession } from '../realtime/session-control';
import { isStaff, unauthenticated, type Identity } from './identity';
import { REALTIME_PATH } from '../../../contract/realtime-topics';
import { QUEUED_FOR_HEADER } from '../../../contract/offline';

/** How a request proves who it is. Local accounts and Clerk both implement it; routes never know which. */
export interface AuthProvider {
  mode: 'local' | 'clerk';
  resolve(request: FastifyRequest): Promise<Identity | undefined>;
  /** Sign-out: this instance stops accepting the token at once (providers that cache sessions). */
  forgetSession?(token: string): void;
  /** The same, by the session's id (as `socketSession` names it): a sign-out announced by another instance. */
  forgetSessionId?(sessionId: string): void;
  /** Role change: this instance looks the user's role up again on their next request. */
  forgetUser?(userId: string): void;
  /**
   * For a websocket: the session the handshake was made with (an id, so sign-out closes exactly its sockets)
   * and a way to ask later whom it stands for now (undefined once it expired or was revoked).
   */
  socketSession?(request: FastifyRequest, identity: Identity): SocketSession | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The provider resolving identities, for routes that revoke what it remembers. */
    authProvider: AuthProvider;
  }
}

export const SESSION_COOKIE = 'pulso_session';

/** The change feed's handshake path (the contract's), the one place a `?token=` is accepted. */
export const WEBSOCKET_PATH = REALTIME_PATH;

/**
 * A token passed in the URL, accepted on the websocket handshake only: browsers cannot set headers there,
 * and anywhere else a URL token would end up in history, referrers and proxy logs.
 */
export function websocketQueryToken(request: FastifyRequest): string | undefined {
  if (request.url.split('?')[0] !== WEBSOCKET_PATH) return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token ? query.token : undefined;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return websocketQueryToken(request);
}

/** Resolves the identity of every /api request and enforces each route's declared access level. */
export const authPlugin = fp<{ provider: AuthProvider }>(async (app, { provider }) => {
  app.decorate('authProvider', provider);
  app.decorateRequest('identity', undefined);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    // Read once: Fastify builds this object on every read.
    const route = request.routeOptions;
    if (!route.url) return; // unknown route: the 404 handler answers
    const access = route.config?.access ?? 'member';
    request.identity = await provider.resolve(request);
    if (access === 'public') return;
    if (!request.identity) throw unauthenticated();
    // A command queued offline names the member who made it (web/src/lib/offline): sent under anyone else's session
    // (a shared phone, another tab signed in) it is refused here too, not only by the client's own checks.
    const queuedFor = request.headers[QUEUED_FOR_HEADER];
    if (typeof queuedFor === 'string' && queuedFor !== request.identity.userId) throw fail('QUEUED_FOR_ANOTHER_MEMBER');
    if (access === 'admin' && request.identity.role !== 'admin') {
      throw fail('ADMIN_ONLY');
    }
    if (access === 'staff' && !isStaff(request.identity.role)) throw fail('STAFF_ONLY');
  });
});
