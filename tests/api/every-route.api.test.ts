import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileVariants, looksSpanish, type JsonSchema, type Probe } from '../support/hostile-inputs';
import { createTestApp, type TestApp } from '../support/test-app';

// Bodies a buggy client, an old app version or an attacker might send to any route.
const MALFORMED: { name: string; payload: string; contentType?: string }[] = [
  { name: 'no body', payload: '' },
  { name: 'an empty object', payload: '{}' },
  { name: 'an array', payload: '[1,2,3]' },
  { name: 'wrong types everywhere', payload: JSON.stringify({ id: 'x', clerkUserId: 5, fecha: 12, horario_id: 'ayer', nombre: { a: 1 }, page: -1, semana: 'a', dia: [], paqueteId: 'uno' }) },
  { name: 'broken JSON', payload: '{"id": 1,' },
  { name: 'a very long string', payload: JSON.stringify({ nombre: 'x'.repeat(100_000), id: 1 }) },
  { name: 'plain text', payload: 'hola', contentType: 'text/plain' },
];

describe('every route, probed with malformed input', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signUp()).token;
  });
  afterAll(() => t.close());

  it('answers a clear 4xx problem, never a 500', async () => {
    // Signing out (here or everywhere) would end the admin's own session and turn every later probe into a 401.
    const sessionEnders = new Set(['/api/ws', '/api/auth/sign-out', '/api/auth/sign-out-all']);
    const routes = t.app.routeList.filter((r) => r.url.startsWith('/api/') && !sessionEnders.has(r.url));
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, 'abc');
      for (const body of MALFORMED) {
        const res = await t.as(admin, {
          method: route.method as 'GET',
          url: route.method === 'GET' ? `${url}?page=-1&limit=abc&desde=ayer&hasta=2026-13-45` : url,
          payload: route.method === 'GET' ? undefined : body.payload,
          headers: { 'content-type': body.contentType ?? 'application/json' },
        });
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (res.statusCode >= 500) failures.push(`${route.method} ${route.url} with ${body.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (res.statusCode >= 400 && !String(res.headers['content-type']).includes('problem+json')) {
          failures.push(`${route.method} ${route.url} with ${body.name}: ${res.statusCode} without problem+json`);
        }
      }
    }
    // The probes reach the handlers' validation, not just the auth gate.
    expect(statuses[400]).toBeGreaterThan(routes.length);
    expect(failures).toEqual([]);
  }, 120_000);
});

// Values PostgreSQL or a decoder refuses (NUL, lone surrogates, impossible dates, numbers past int4), in every
// field of every route's body, query and path: the shared input policy answers 400 before any of it reaches SQL.
describe('every route, probed field by field with values the database cannot store', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signUp()).token;
  });
  afterAll(() => t.close());

  const probesOf = (route: TestApp['app']['routeList'][number]) => {
    const schema = route.schema as { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema } | undefined;
    // Path values are given already percent-encoded (a lone surrogate has no valid encoding to make).
    const path = (params: Record<string, string>) => route.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
    const requests: { probe: Probe; url: string; payload?: string; query?: Record<string, string> }[] = [];
    for (const probe of schema?.body ? hostileVariants(schema.body) : []) requests.push({ probe, url: path({}), payload: JSON.stringify(probe.value) });
    for (const probe of schema?.querystring ? hostileVariants(schema.querystring) : []) {
      requests.push({ probe, url: path({}), query: probe.value as Record<string, string> });
    }
    for (const name of route.url.match(/:(\w+)/g) ?? []) {
      for (const value of ['a%00b', '%ED%A0%80', '%F0%9F', '1000000000000000', '2026-02-30']) {
        requests.push({ probe: { name: `${name} = ${JSON.stringify(value)}`, value }, url: path({ [name.slice(1)]: value }) });
      }
    }
    return requests;
  };

  it('answers 400 with a Spanish problem, never a 5xx and never an acceptance', async () => {
    // Signing out (here or everywhere) would end the admin's own session and turn every later probe into a 401.
    const sessionEnders = new Set(['/api/ws', '/api/auth/sign-out', '/api/auth/sign-out-all']);
    const routes = t.app.routeList.filter((r) => r.url.startsWith('/api/') && !sessionEnders.has(r.url));
    const failures: string[] = [];
    let probed = 0;
    for (const route of routes) {
      for (const { probe, url, payload, query } of probesOf(route)) {
        probed++;
        const res = await t.as(admin, {
          method: route.method as 'GET',
          url,
          query: query ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) : undefined,
          payload,
          headers: payload ? { 'content-type': 'application/json' } : {},
        });
        const where = `${route.method} ${route.url} with ${probe.name}`;
        const body = res.headers['content-type']?.toString().includes('json') ? (res.json() as { detail?: unknown }) : {};
        if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 100)}`);
        else if (!looksSpanish(body.detail)) failures.push(`${where}: ${res.statusCode} detail ${JSON.stringify(body.detail)}`);
      }
    }
    expect(probed).toBeGreaterThan(300);
    expect(failures.join('\n')).toBe('');
  }, 240_000);

  it('refuses a NUL in the email on sign-in without a session, with a 400 problem', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: '{"email":"a\\u0000@x.co","password":"clave-segura-1"}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'INVALID_TEXT' });
    expect(looksSpanish(res.json().detail)).toBe(true);
  });
});

describe('every route, called without a session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401, except the few that are public on purpose', async () => {
    const open: string[] = [];
    for (const route of t.app.routeList.filter((r) => r.url.startsWith('/api/'))) {
      const res = await t.app.inject({ method: route.method as 'GET', url: route.url.replace(/:(\w+)/g, 'abc'), payload: route.method === 'GET' ? undefined : {} });
      if (res.statusCode !== 401) open.push(`${route.method} ${route.url}`);
    }
    expect(open.sort()).toEqual([
      'GET /api/calendario/:archivo',
      'GET /api/calendario/estudio.ics',
      'GET /api/config',
      // A mail's one-click unsubscribe: the signed link is the credential (services/email/unsubscribe-link.ts).
      'GET /api/email/unsubscribe',
      'GET /api/health',
      'GET /api/notifications/vapidPublicKey',
      'GET /api/publico/horario',
      'GET /api/ready',
      'GET /api/salud/terminos',
      // The public schedule's socket: anonymous, it only ever hears that places changed (public-sockets.ts).
      'GET /api/ws/publico',
      'POST /api/auth/forgot-password',
      'POST /api/auth/reset-password',
      'POST /api/auth/sign-in',
      'POST /api/auth/sign-out',
      'POST /api/auth/sign-up',
      'POST /api/auth/verify-email',
      'POST /api/email/unsubscribe',
      'POST /api/publico/clasePrueba',
      'POST /api/webhooks/clerk',
    ]);
  });
});
