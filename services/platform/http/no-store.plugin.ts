import fp from 'fastify-plugin';

// Public and the same for everyone: the studio's config and the push public key. News images and video files
// set their own (private) caching, as do routes that revalidate with an ETag.
const PUBLIC_PATHS = new Set(['/api/config', '/api/notifications/vapidPublicKey']);

/**
 * API answers carry personal data or session tokens (sign-in, /api/auth/me, a member's credits, the member
 * list): no browser, proxy or CDN may keep a copy. `no-store` is the default for every /api response; a route
 * that sets its own Cache-Control (always `private`) keeps it.
 */
export const noStorePlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/') || PUBLIC_PATHS.has(path)) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
