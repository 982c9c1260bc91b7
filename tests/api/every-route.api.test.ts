import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const routes = t.app.routeList.filter((r) => r.url.startsWith('/api/') && r.url !== '/api/ws' && r.url !== '/api/auth/sign-out');
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
      'GET /api/config',
      'GET /api/health',
      'GET /api/notifications/vapidPublicKey',
      'GET /api/ready',
      'POST /api/auth/sign-in',
      'POST /api/auth/sign-out',
      'POST /api/auth/sign-up',
    ]);
  });
});
