import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { fail } from '../../../events/framework/errors';
import { originAllowed } from '../realtime/origin-policy';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Whether a state-changing request may have come from another site. Browsers attach the session cookie to
 * cross-site form posts (multipart and text/plain need no CORS preflight), so a page elsewhere could act in
 * a member's name. A browser says where a request comes from in `Sec-Fetch-Site` and `Origin`; requests
 * without either are not from a browser page (scripts, the app's tests, native clients) and hold their
 * credentials themselves.
 */
export function crossSiteRequest(request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  const fetchSite = header(request, 'sec-fetch-site');
  const origin = header(request, 'origin');
  if (fetchSite === 'same-origin' || (fetchSite === 'none' && origin === undefined)) return false;
  // 'cross-site', 'same-site' (a sibling subdomain) or no Sec-Fetch-Site: the Origin must be ours or trusted.
  if (origin === undefined) return fetchSite === 'cross-site' || fetchSite === 'same-site';
  return !originAllowed(origin, header(request, 'host'), trustedOrigins);
}

/**
 * CSRF: every state-changing /api request that does not carry a Bearer token (so it is authenticated by the
 * session cookie, or is a sign-in, sign-up or sign-out a page could forge) must come from this site or an
 * origin in PUBLIC_ORIGIN / ALLOWED_ORIGINS. A Bearer token is never sent by a browser on its own, so
 * requests with one cannot be forged this way.
 */
export const csrfPlugin = fp(async (app) => {
  const { publicOrigin, allowedOrigins } = app.deps.config;
  const trusted = [...(publicOrigin ? [publicOrigin] : []), ...allowedOrigins];
  // A callback hook, not an async one: every request passes here, and most leave at once without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/') || header(request, 'authorization')?.startsWith('Bearer ')) return done();
    done(crossSiteRequest(request, trusted) ? fail('CROSS_SITE_REQUEST') : undefined);
  });
});
