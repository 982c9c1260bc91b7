import fp from 'fastify-plugin';
import { sql } from 'kysely';
import websocket from '@fastify/websocket';
import { fail } from '../../../events/framework/errors';
import { requireIdentity } from '../auth/identity';
import { problemOf, sendProblem } from '../http/problem';
import { originAllowed } from './origin-policy';
import { RealtimeHub, type RealtimeHubOptions } from './realtime-hub';
import { SESSION_CONTROL_CHANNEL } from './session-control';
import { PUBLIC_REALTIME_PATH, REALTIME_PATH } from '../../../contract/realtime-topics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's websocket hub (tests deliver, resync and beat through it). */
    realtime: RealtimeHub;
  }
}

// Clients send nothing; 4 KiB leaves room for a small control message and makes floods cheap to refuse.
const MAX_CLIENT_MESSAGE_BYTES = 4096;

/**
 * GET /api/ws: change notices pushed to signed-in users. The auth plugin has resolved the identity
 * (cookie, bearer header or `?token=`) and refused anonymous handshakes with 401 before the upgrade.
 */
export const realtimePlugin = fp<RealtimeHubOptions>(async (app, options) => {
  const { config, database } = app.deps;
  // Sign-outs and role changes reach every instance's sockets through NOTIFY (see SESSION_CONTROL_CHANNEL).
  const announce: RealtimeHubOptions['announce'] = async (control) => {
    await sql`SELECT pg_notify(${SESSION_CONTROL_CHANNEL}, ${JSON.stringify(control)})`.execute(database.db);
  };
  // Other instances' auth caches forget the session or the role too, or a socket closed there could reconnect
  // with the revoked token for the few seconds their cache would still trust it.
  const onControl: RealtimeHubOptions['onControl'] = (control) => {
    if ('sessionEnded' in control) app.authProvider.forgetSessionId?.(control.sessionEnded);
    else app.authProvider.forgetUser?.(control.userChanged);
  };
  const hub = new RealtimeHub(database, { announce, onControl, ...options });
  const trustedOrigins = [...config.allowedOrigins, ...(config.publicOrigin ? [config.publicOrigin] : [])];
  app.decorate('realtime', hub);

  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
  // A refused handshake (401, 403, 404) is answered in plain HTTP on a socket Node already handed over as
  // upgraded: nothing else closes it. @fastify/websocket does only if its own onRequest hook ran before the
  // refusal, which depends on plugin order (Clerk's and our auth hook may refuse first). Accepted upgrades
  // are hijacked, so onResponse never runs for them.
  app.addHook('onResponse', async (request) => {
    if (arrivedAsUpgrade(request.headers)) request.raw.socket.destroy();
  });
  app.addHook('onReady', () => hub.start());
  // preClose: the HTTP server's own close (which waits for upgraded sockets) runs before onClose hooks.
  app.addHook('preClose', () => hub.closeAll());
  app.addHook('onClose', () => hub.stop());

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    config: { access: 'member' },
    onRequest: async (request) => {
      // request.host follows X-Forwarded-Host behind our proxy (trustProxy), i.e. the host the browser used.
      if (!originAllowed(request.headers.origin, request.host, trustedOrigins)) {
        throw fail('ORIGIN_NOT_ALLOWED');
      }
    },
    handler: async (_request, reply) =>
      sendProblem(reply, problemOf(fail('UPGRADE_REQUIRED'))),
    wsHandler: (socket, request) => {
      const identity = requireIdentity(request);
      hub.attach(socket, identity, app.authProvider.socketSession?.(request, identity));
    },
  });
  // The public schedule's feed: anonymous, same origin rule; whoever opens it hears only `public:schedule` changed.
  app.route({
    method: 'GET',
    url: PUBLIC_REALTIME_PATH,
    config: { access: 'public' },
    onRequest: async (request) => {
      if (!originAllowed(request.headers.origin, request.host, trustedOrigins)) throw fail('ORIGIN_NOT_ALLOWED');
    },
    handler: async (_request, reply) => sendProblem(reply, problemOf(fail('UPGRADE_REQUIRED'))),
    wsHandler: (socket, request) => {
      hub.publicSockets.attach(socket, request.ip);
    },
  });
});

/** What makes Node emit 'upgrade' (and @fastify/websocket take the socket): Connection: upgrade + Upgrade. */
const arrivedAsUpgrade = (headers: { connection?: string; upgrade?: string }) =>
  headers.upgrade !== undefined && /(^|,)\s*upgrade\s*(,|$)/i.test(headers.connection ?? '');
