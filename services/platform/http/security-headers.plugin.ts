import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, X-Frame-Options, …) on every answer. Our policy is the same for every
 * request (no nonces), so helmet works the headers out once, at startup, and each request only copies them:
 * @fastify/helmet built helmet's middleware again for every request, parsing the whole CSP each time (bench:booking
 * profile: a few percent of Node's time per booking).
 */
type Directives = Record<string, Iterable<string> | null>;

export const securityHeadersPlugin = fp(async (app, options: { directives: Directives; embeddable?: EmbeddablePage }) => {
  const { directives, embeddable } = options;
  const headers = Object.entries(headersOf({ contentSecurityPolicy: { directives } }));
  const framed =
    embeddable &&
    Object.entries(headersOf({ xFrameOptions: false, contentSecurityPolicy: { directives: { ...directives, frameAncestors: ["'self'", ...embeddable.frameAncestors] } } }));
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of framed && embeddable.path.test(request.url) ? framed : headers) reply.raw.setHeader(name, value);
    done();
  });
});

/**
 * The one page other sites may show in an iframe (the public schedule on the studio's website): its answer names
 * those sites in `frame-ancestors` and drops X-Frame-Options (which cannot name them). Every other answer keeps
 * refusing to be framed by anyone but Pulso itself.
 */
export interface EmbeddablePage {
  path: RegExp;
  frameAncestors: readonly string[];
}

/** The headers helmet's middleware sets on a response, read off a stand-in response. */
export function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
