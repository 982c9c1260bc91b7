import type { FastifyRequest } from 'fastify';

/**
 * Fastify's request log line, minus the session token: browsers cannot set headers on a websocket
 * handshake, so /api/ws carries it as `?token=`, and a URL in the logs must not hand out sessions.
 */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const withoutToken = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[REDACTED]');
