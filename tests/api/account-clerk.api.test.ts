import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clerkEnv, clerkTestKeys, TEST_ORIGIN, type ClerkTestKeys } from '../support/clerk-tokens';
import { createTestApp, type TestApp } from '../support/test-app';

/** Clerk mode's Cuenta: phone, notice channels and the private calendar feed answer a real Clerk session token. */
describe('Clerk mode: Cuenta\'s phone, notices and calendar feed', () => {
  let t: TestApp;
  let keys: ClerkTestKeys;
  let ana: string;
  let bea: string;
  beforeAll(async () => {
    vi.stubEnv('CLERK_TELEMETRY_DISABLED', '1');
    keys = await clerkTestKeys();
    t = await createTestApp({ env: clerkEnv(keys, { CLERK_AUTHORIZED_PARTIES: TEST_ORIGIN }) });
    ana = await keys.sign({ sub: 'user_ana', role: 'member', expiresIn: 600 });
    bea = await keys.sign({ sub: 'user_bea', role: 'member', expiresIn: 600 });
    for (const [token, clerkUserId, firstName] of [[ana, 'user_ana', 'Ana'], [bea, 'user_bea', 'Bea']] as const) {
      const res = await t.as(token, { method: 'POST', url: '/api/user/addUser', payload: { clerkUserId, firstName, lastName: 'Clerk', email: `${clerkUserId}@example.com` } });
      if (res.statusCode !== 200) throw new Error(`setup: ${res.statusCode} ${res.body}`);
    }
  });
  afterAll(async () => {
    await t.close();
    vi.unstubAllEnvs();
  });

  it('keeps her phone, hers only', async () => {
    const set = await t.as(ana, { method: 'PUT', url: '/api/user/telefono', payload: { telefono: '11 5555-1234' } });
    expect(set.json()).toEqual({ telefono: '+5491155551234' });
    expect((await t.as(ana, { method: 'GET', url: '/api/user/telefono' })).json()).toEqual({ telefono: '+5491155551234' });
    expect((await t.as(bea, { method: 'GET', url: '/api/user/telefono' })).json()).toEqual({ telefono: null });
  });

  it('keeps her choice of channel per notice', async () => {
    const before = (await t.as(ana, { method: 'GET', url: '/api/notifications/channels' })).json();
    const notice = before.notices[0].id as string;
    const chosen = await t.as(ana, { method: 'POST', url: '/api/notifications/channels', payload: { notice, push: false, email: true } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const after = (await t.as(ana, { method: 'GET', url: '/api/notifications/channels' })).json();
    expect(after.notices.find((n: { id: string }) => n.id === notice)).toMatchObject({ push: false, email: true, chosen: true });
    expect((await t.as(bea, { method: 'GET', url: '/api/notifications/channels' })).json().notices[0]).toMatchObject({ chosen: false });
  });

  it('gives her a private calendar feed that anyone with the link reads, and revokes it', async () => {
    const { ruta } = (await t.as(ana, { method: 'POST', url: '/api/calendario/renovar' })).json();
    expect(ruta).toMatch(/^\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await t.as(ana, { method: 'GET', url: '/api/calendario/miCalendario' })).json()).toEqual({ ruta });
    expect((await t.app.inject({ method: 'GET', url: ruta })).statusCode).toBe(200);
    expect((await t.as(bea, { method: 'GET', url: '/api/calendario/miCalendario' })).json()).toEqual({ ruta: null });
    expect((await t.as(ana, { method: 'POST', url: '/api/calendario/revocar' })).json()).toEqual({ ruta: null });
    expect((await t.app.inject({ method: 'GET', url: ruta })).statusCode).toBe(404);
  });
});
