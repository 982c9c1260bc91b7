import fp from 'fastify-plugin';

// Public and the same for everyone: the studio's config and the push public key. News images and video files
// set their own (private) caching, as do routes that revalidate with an ETag.
const PUBLIC_PATHS = new Set(['/api/config', '/api/notifications/vapidPublicKey']);

const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/**
 * API answers carry personal data or session tokens (sign-in, /api/auth/me, a member's credits, the member
 * list): no browser, proxy or CDN may keep a copy. `no-store` is the default for every /api response; a route
 * that sets its own Cache-Control (always `private`) keeps it.
 */
export const noStorePlugin = fp(async (app) => {
  // A callback hook, not an async one: every answer passes here.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !PUBLIC_PATHS.has(pathOf(request.url)) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
