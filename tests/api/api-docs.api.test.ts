import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes as contractRoutes } from '../../contract/routes';
import { startAppWithAdminAndMember } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

// The API reference is generated from the routes' own schemas (contract/): a route without one would be a hole in
// the document and in the validation, so both are checked here over every registered route.
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Routes that are not JSON request/answer: the websockets, and the reference's own page and assets.
const NOT_JSON = (url: string) => url === '/api/ws' || url === '/api/ws/publico' || url.startsWith('/api/docs');
// The few schema parts a route may lack, each for a reason; anything else missing fails.
const EXEMPT: Record<string, { part: string; why: string }> = {
  'POST /api/auth/sign-out': { part: 'body', why: 'takes no input' },
  'POST /api/auth/sign-out-all': { part: 'body', why: 'takes no input' },
  'POST /api/auth/verify-email/resend': { part: 'body', why: 'takes no input: the link goes to the session user' },
  'POST /api/calendario/renovar': { part: 'body', why: 'takes no input: the feed is the session user\'s' },
  'POST /api/calendario/revocar': { part: 'body', why: 'takes no input: the feed is the session user\'s' },
  'POST /api/webhooks/clerk': { part: 'body', why: 'raw body, checked by its Svix signature' },
  'POST /api/videos/uploadVideo': { part: 'body', why: 'a multipart stream' },
};

describe('API reference (/api/docs)', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    ({ t, admin, member } = await startAppWithAdminAndMember());
  });
  afterAll(() => t.close());

  const apiRoutes = () => t.app.routeList.filter((r) => r.url.startsWith('/api/') && !NOT_JSON(r.url));

  it('every /api route declares its answers, its path params and (for commands) its body or query', () => {
    expect(apiRoutes().length).toBeGreaterThan(60);
    const holes = apiRoutes().flatMap((r) => {
      const s = r.schema;
      const missing: string[] = [];
      if (!s?.response) missing.push('response');
      if (r.url.includes(':') && !s?.params) missing.push('params');
      if (BODY_METHODS.has(r.method) && !s?.body && !s?.querystring && !s?.params) missing.push('body');
      const exempt = EXEMPT[`${r.method} ${r.url}`]?.part;
      const holes = missing.filter((part) => part !== exempt);
      return holes.length > 0 ? [`${r.method} ${r.url}: ${holes.join(', ')}`] : [];
    });
    expect(holes).toEqual([]);
    // An exemption for a route that is gone (or now has the part) goes too.
    const keys = new Set(apiRoutes().map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(EXEMPT).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('registers every route with its schema from the contract (contract/routes), the one the web types its calls by', () => {
    // Fastify hands onRoute a deep copy of the schema, so the parts are compared as JSON Schema (what is validated).
    const contract = contractRoutes as Record<string, Record<string, unknown> | undefined>;
    const json = (value: unknown) => JSON.stringify(value ?? null);
    const sameParts = (registered: Record<string, unknown>, declared: Record<string, unknown> | undefined) =>
      !!declared && (['params', 'querystring', 'body', 'response'] as const).every((part) => json(registered[part]) === json(declared[part]));
    const elsewhere = apiRoutes()
      .filter((r) => r.schema && !sameParts(r.schema as Record<string, unknown>, contract[`${r.method} ${r.url}`]))
      .map((r) => `${r.method} ${r.url}`);
    expect(elsewhere).toEqual([]);
    const registered = new Set(t.app.routeList.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(contractRoutes).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('serves a valid OpenAPI 3.1 document with every route in it', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)),
    );
    const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
    const undocumented = apiRoutes().map((r) => `${r.method} ${openApiPath(r.url)}`).filter((key) => !documented.has(key));
    expect(undocumented).toEqual([]);
  });

  it('serves the reference page to an admin, under the app CSP (scripts from files only)', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui-bundle.js');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect((await t.as(admin, { method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' })).statusCode).toBe(200);
  });

  it('refuses the document and the page to a member (403) and to no session (401)', async () => {
    for (const url of ['/api/docs/json', '/api/docs', '/api/docs/static/swagger-ui-bundle.js']) {
      const asMember = await t.as(member, { method: 'GET', url });
      expect([url, asMember.statusCode, asMember.json().code]).toEqual([url, 403, 'ADMIN_ONLY']);
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
    }
  });

  it('opens to anyone with API_DOCS_PUBLIC', async () => {
    const open = await createTestApp({ env: { API_DOCS_PUBLIC: '1' } });
    try {
      const res = await open.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect([res.statusCode, res.json().openapi]).toEqual([200, '3.1.0']);
    } finally {
      await open.close();
    }
  });
});
