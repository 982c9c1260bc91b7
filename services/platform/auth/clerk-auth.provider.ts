import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clerkPlugin, getAuth, type ClerkFastifyOptions } from '@clerk/fastify';
import { verifyToken } from '@clerk/backend';
import type { AuthenticateRequestOptions } from '@clerk/backend/internal';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { ClerkConfig } from '../../config';
import { websocketQueryToken, type AuthProvider } from './auth.plugin';
import { ClerkTokenCache, headerToken } from './clerk-token-cache';
import { DeniedSubjects } from './denied-subjects';
import type { Identity } from './identity';

const isApiRequest = (request: FastifyRequest) => request.url.startsWith('/api/');

/**
 * clerkPlugin hooks every request of the instance it gets. Handing it this view of the app keeps its hook
 * to /api: pages and assets never pay for a verification nor get a Clerk handshake redirect.
 */
function apiRequestsOnly(app: FastifyInstance, tokens: ClerkTokenCache): FastifyInstance {
  const addHook = (name: 'onRequest', hook: (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown) =>
    app.addHook(name, async function (request, reply) {
      // A bearer token this instance verified a moment ago needs no second RS256 verification.
      return isApiRequest(request) && !tokens.recall(request) ? hook.call(this, request, reply) : undefined;
    });
  return new Proxy(app, {
    get(target, key) {
      if (key === 'addHook') return addHook;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

// Session tokens carry no `cat` header or Clerk's session/"ignore" categories; anything else is a machine token.
const SESSION_CATEGORIES = new Set([undefined, 'cl_B7d4PD111AAA', 'cl_I7d4PD111III']);

/** `?token=`: browsers cannot set headers on a websocket handshake. Same checks as the header path. */
async function verifiedQueryClaims(token: string, config: ClerkConfig) {
  try {
    if (!SESSION_CATEGORIES.has(decodeProtectedHeader(token).cat as string | undefined)) return undefined;
    const claims = await verifyToken(token, {
      jwtKey: config.jwtKey,
      secretKey: config.secretKey,
      authorizedParties: config.authorizedParties,
    });
    return claims.sts === 'pending' ? undefined : claims;
  } catch {
    return undefined;
  }
}

const queryToken = websocketQueryToken;
// The cookie Clerk keeps its session token in (same site as the app).
const CLERK_SESSION_COOKIE = '__session';

/**
 * Clerk mode: @clerk/fastify verifies the session token (Authorization: Bearer or the `__session` cookie)
 * in an onRequest hook registered before the auth plugin's, offline when CLERK_JWT_KEY is set.
 */
export async function clerkAuthProvider(app: FastifyInstance, config: ClerkConfig): Promise<AuthProvider> {
  // The plugin hands every option on to authenticateRequest; its type just does not list authorizedParties.
  const options: ClerkFastifyOptions & Pick<AuthenticateRequestOptions, 'authorizedParties'> = {
    publishableKey: config.publishableKey,
    secretKey: config.secretKey,
    jwtKey: config.jwtKey,
    authorizedParties: config.authorizedParties,
    // onRequest, registered before the auth plugin, so its hook has verified the token when ours runs.
    hookName: 'onRequest',
    // A JSON API has no use for Clerk's redirect handshake (made for server-rendered pages); a development
    // instance still redirects a browser navigation to /api once, to set up its dev-browser cookie.
    __internal_enableHandshake: false,
  };
  const tokens = new ClerkTokenCache();
  const denials = new DeniedSubjects(app.deps.db);
  // A verified token whose subject Clerk reported deleted (the webhook's deny-list) stands for nobody.
  const unlessDenied = async (identity: Identity | undefined) => (identity && !(await denials.denied(identity.userId)) ? identity : undefined);
  await app.register(
    fp((instance, _opts, done) => clerkPlugin(apiRequestsOnly(instance, tokens), options, done), { name: 'pulso-clerk', fastify: '5.x' }),
  );
  return {
    mode: 'clerk',
    async resolve(request) {
      const recalled = tokens.recalled(request);
      if (recalled) return unlessDenied(recalled);
      const auth = getAuth(request, { acceptsToken: 'session_token' });
      if (auth.isAuthenticated) return unlessDenied(tokens.remember(headerToken(request), auth.sessionClaims));
      const token = queryToken(request);
      const claims = token ? await verifiedQueryClaims(token, config) : undefined;
      return unlessDenied(claims && tokens.remember(token, claims));
    },
    // The user's account was deleted (Clerk's webhook, here or on another instance): their cached tokens and the
    // cached deny-list answer go, so the next request finds the denial.
    forgetUser(userId) {
      tokens.forgetUser(userId);
      denials.forget(userId);
    },
    // A Clerk session token is short-lived (its `exp`, a minute by default) and this server cannot see a
    // sign-out made at Clerk: the socket lasts until the token it was opened with expires (or its user is
    // denied), then the client reconnects with a fresh one (or finds itself signed out).
    socketSession(request, identity) {
      const token = headerToken(request) ?? queryToken(request) ?? request.cookies?.[CLERK_SESSION_COOKIE];
      if (!token) return undefined;
      const { exp, sid } = decodeJwt(token);
      const expiresAtMs = typeof exp === 'number' ? exp * 1000 : 0;
      const viewer = { userId: identity.userId, role: identity.role };
      const live = async () => Date.now() < expiresAtMs && !(await denials.denied(identity.userId));
      return { id: typeof sid === 'string' ? sid : token, recheck: async () => ((await live()) ? viewer : undefined) };
    },
  };
}
