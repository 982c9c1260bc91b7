import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { hashToken, revokeSession } from '../../services/platform/auth/local-sessions';

// Sessions and roles are cached for a few seconds per instance; on this instance every revocation is immediate.
// Each request below is preceded by one that succeeds with the same token, so the answer is in the cache.
describe('cached local sessions and roles', () => {
  let t: TestApp;
  let owner: { token: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp(); // the studio's first account: its admin
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
  const adminList = (token: string) => t.as(token, { method: 'GET', url: '/api/user/getUsers' });
  const setRole = (token: string, clerkUserId: string, role: string) =>
    t.as(token, { method: 'POST', url: '/api/user/setRole', payload: { clerkUserId, role } });

  it('refuses a session cookie at once after sign-out, though it was just accepted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'galleta@example.com', password: 'clave-segura-1', firstName: 'Ga', lastName: 'Lleta' },
    });
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    expect((await me({ cookie })).statusCode).toBe(200);
    expect((await me({ cookie })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } })).statusCode).toBe(204);
    const after = await me({ cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a bearer token at once after sign-out, and keeps the member\'s other sessions', async () => {
    const { token } = await t.signUp({ email: 'dos-sesiones@example.com', password: 'clave-segura-1' });
    const other = (await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'dos-sesiones@example.com', password: 'clave-segura-1' } })).json().token as string;
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${other}` })).statusCode).toBe(200);
    expect((await t.as(token, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(204);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${other}` })).statusCode).toBe(200);
  });

  it('refuses a cached session at once when another instance announces its sign-out, which names it by its hash only', async () => {
    const { token } = await t.signUp({ email: 'otra-instancia@example.com' });
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    // What a sign-out handled elsewhere leaves here: the row gone, then the announcement (realtime.plugin.ts).
    await revokeSession(t.db.handle.db, token);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200); // still the cached answer
    t.app.authProvider.forgetSessionId!(hashToken(token));
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('gives a promoted member the admin routes at once, and takes them away at once on demotion', async () => {
    const coach = await t.signUp({ email: 'coach-cache@example.com' });
    expect((await adminList(coach.token)).statusCode).toBe(403);
    expect((await setRole(owner.token, coach.userId, 'admin')).statusCode).toBe(200);
    expect((await adminList(coach.token)).statusCode).toBe(200);
    expect((await adminList(coach.token)).statusCode).toBe(200);
    expect((await setRole(owner.token, coach.userId, 'member')).statusCode).toBe(200);
    const demoted = await adminList(coach.token);
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json()).toMatchObject({ code: 'ADMIN_ONLY' });
  });

  it('refuses a cached session once the clock passes its expiry', async () => {
    const { token } = await t.signUp({ email: 'vence@example.com' });
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    t.clock.advance(t.config.sessionTtlDays * 86_400_000 + 1_000);
    try {
      expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    } finally {
      t.clock.advance(-(t.config.sessionTtlDays * 86_400_000 + 1_000));
    }
  });
});
