import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersOf } from '../../services/platform/http/security-headers.plugin';
import { createTestApp, type TestApp } from '../support/test-app';

// Helmet's headers on every answer, worked out once at startup (services/platform/http/security-headers.plugin.ts).
// These are the values @fastify/helmet sent before, taken from a response of the app at the time.
// Directives in any order (helmet's defaults merged with services/platform/http/csp.ts, which turns off
// upgrade-insecure-requests).
const CSP = [
  "base-uri 'self'",
  "connect-src 'self' ws: wss:",
  "default-src 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "frame-src 'self'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
];
const directives = (csp: unknown) => String(csp).split(';').sort();
const EXPECTED = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['/api/config', '/api/auth/me', '/', '/no-existe'])('sends the same set on %s, whatever the answer', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers).toMatchObject(EXPECTED);
    expect(directives(res.headers['content-security-policy'])).toEqual(CSP);
  });

  it('keeps a route that sets its own policy in charge of it', () => {
    // headersOf reads what helmet sets; a route's own header (uploads: `sandbox`) is written after it.
    expect(headersOf({ contentSecurityPolicy: { directives: { defaultSrc: ["'none'"] } } })['content-security-policy']).toContain("default-src 'none'");
    expect(headersOf({ contentSecurityPolicy: false })).not.toHaveProperty('content-security-policy');
  });
});
