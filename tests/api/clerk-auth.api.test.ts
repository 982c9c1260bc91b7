import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { clerkTestKeys, TEST_ORIGIN, type ClerkTestKeys, clerkEnv } from '../support/clerk-tokens';

describe('Clerk mode', () => {
  let t: TestApp;
  let keys: ClerkTestKeys;
  beforeAll(async () => {
    vi.stubEnv('CLERK_TELEMETRY_DISABLED', '1');
    keys = await clerkTestKeys();
    t = await createTestApp({
      env: clerkEnv(keys, { CLERK_AUTHORIZED_PARTIES: `${TEST_ORIGIN}, https://pulso.example`, ADMIN_EMAILS: 'jefa@example.com' }),
    });
  });
  afterAll(async () => {
    await t.close();
    vi.unstubAllEnvs();
  });

  const addUser = (token: string | undefined, payload: Record<string, string>) =>
    t.as(token, { method: 'POST', url: '/api/user/addUser', payload });
  const me = (token: string | undefined) => t.as(token, { method: 'GET', url: '/api/auth/me' });
  const userRow = (userId: string) => t.db.handle.db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const eventsOf = (userId: string) =>
    t.db.handle.db.selectFrom('es_events').select(['event_type', 'data']).where('stream_id', '=', `user:${userId}`).orderBy('stream_position').execute();

  it('takes the role only from the claim: neither the first account nor ADMIN_EMAILS makes an admin', async () => {
    expect(await t.db.handle.db.selectFrom('users').select('user_id').execute()).toEqual([]);
    const token = await keys.sign({ sub: 'user_first', role: 'member' });
    const res = await addUser(token, { clerkUserId: 'user_first', firstName: 'Juana', lastName: 'Pérez', email: 'Jefa@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ clerkUserId: 'user_first', email: 'jefa@example.com', role: 'member' });
    expect(await userRow('user_first')).toMatchObject({ role: 'member', email: 'jefa@example.com' });
    expect(await eventsOf('user_first')).toEqual([
      { event_type: 'UserRegistered', data: expect.objectContaining({ userId: 'user_first', role: 'member', source: 'clerk' }) },
    ]);
  });

  it('answers /api/auth/me with 404 until addUser registers the user, then with the claimed role', async () => {
    const token = await keys.sign({ sub: 'user_coach', role: 'admin' });
    const before = await me(token);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'USER_NOT_REGISTERED' });

    const res = await addUser(token, { clerkUserId: 'user_coach', firstName: 'Carla', lastName: 'Coach', email: 'carla@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ clerkUserId: 'user_coach', firstName: 'Carla', publicMetadata: { role: 'admin' } });
    expect(await userRow('user_coach')).toMatchObject({ first_name: 'Carla', last_name: 'Coach', role: 'admin' });
    expect((await eventsOf('user_coach')).map((e) => e.event_type)).toEqual(['UserRegistered']);

    const after = await me(token);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ userId: 'user_coach', firstName: 'Carla', lastName: 'Coach', email: 'carla@example.com', role: 'admin' });
  });

  it('lets an admin claim list the users and refuses a member claim with 403', async () => {
    const admin = await keys.sign({ sub: 'user_coach', role: 'admin' });
    const member = await keys.sign({ sub: 'user_first', role: 'member' });
    const list = await t.as(admin, { method: 'GET', url: '/api/user/getUsers' });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((u: { clerkUserId: string }) => u.clerkUserId).sort()).toEqual(['user_coach', 'user_first']);
    const refused = await t.as(member, { method: 'GET', url: '/api/user/getUsers' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ADMIN_ONLY' });
  });

  it('follows the claim on every request: a member promoted in Clerk is admin with the next token', async () => {
    const promoted = await keys.sign({ sub: 'user_first', role: 'admin' });
    expect((await me(promoted)).json()).toMatchObject({ userId: 'user_first', role: 'admin' });
    expect((await t.as(promoted, { method: 'GET', url: '/api/user/getUsers' })).statusCode).toBe(200);
  });

  it('also reads the role from publicMetadata and public_metadata claims', async () => {
    for (const roleClaim of ['publicMetadata', 'public_metadata'] as const) {
      const token = await keys.sign({ sub: 'user_coach', role: 'admin', roleClaim });
      expect((await me(token)).json()).toMatchObject({ role: 'admin' });
    }
    const noRole = await keys.sign({ sub: 'user_coach' });
    expect((await me(noRole)).json()).toMatchObject({ role: 'member' });
  });

  it('takes the caller from the token, never from the body', async () => {
    const member = await keys.sign({ sub: 'user_first', role: 'member' });
    const addOther = await addUser(member, { clerkUserId: 'user_intruso', firstName: 'In', lastName: 'Truso', email: 'in@example.com' });
    expect(addOther.statusCode).toBe(403);
    expect(addOther.json()).toMatchObject({ code: 'NOT_YOUR_DATA' });
    expect(await userRow('user_intruso')).toBeUndefined();

    const readOther = await t.as(member, { method: 'POST', url: '/api/user/getUserData', payload: { clerkUserId: 'user_coach' } });
    expect(readOther.statusCode).toBe(403);
    expect(readOther.json()).toMatchObject({ code: 'NOT_YOUR_DATA' });
    const own = await t.as(member, { method: 'POST', url: '/api/user/getUserData', payload: {} });
    expect(own.json()).toMatchObject({ clerkUserId: 'user_first', firstName: 'Juana' });
  });

  it('rejects with 401 an expired token, another key, a wrong or missing azp, a machine token and no token', async () => {
    const other = await clerkTestKeys();
    const rejected = {
      expired: await keys.sign({ sub: 'user_coach', role: 'admin', expiresIn: -60 }),
      otherKey: await other.sign({ sub: 'user_coach', role: 'admin' }),
      wrongAzp: await keys.sign({ sub: 'user_coach', role: 'admin', azp: 'https://evil.example' }),
      noAzp: await keys.sign({ sub: 'user_coach', role: 'admin', azp: null }),
      machine: await keys.sign({ sub: 'user_coach', role: 'admin', header: { cat: 'cl_B7d4PD333AAA' } }),
      garbage: 'not-a-jwt',
    };
    for (const [name, token] of Object.entries(rejected)) {
      const header = await me(token);
      const query = await t.app.inject({ method: 'GET', url: `/api/ws?token=${encodeURIComponent(token)}` });
      expect([name, header.statusCode, header.json().code]).toEqual([name, 401, 'UNAUTHENTICATED']);
      expect([name, query.statusCode]).toEqual([name, 401]);
    }
    const none = await me(undefined);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHENTICATED', detail: 'Tienes que iniciar sesión.' });
  });

  it('accepts the token as ?token= on the websocket handshake only (it cannot carry headers)', async () => {
    const token = await keys.sign({ sub: 'user_coach', role: 'admin', azp: 'https://pulso.example' });
    // Authenticated: the plain GET reaches the websocket route, which asks for an upgrade (426), not 401.
    const handshake = await t.app.inject({ method: 'GET', url: `/api/ws?token=${token}` });
    expect(handshake.statusCode).toBe(426);
    // Anywhere else a token in the URL is ignored (it would leak through history and logs).
    const elsewhere = await t.app.inject({ method: 'GET', url: `/api/auth/me?token=${token}` });
    expect(elsewhere.statusCode).toBe(401);
  });

  it("accepts Clerk's __session cookie", async () => {
    const token = await keys.sign({ sub: 'user_first', role: 'member' });
    const iat = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).iat as number;
    // A development instance also sets __client_uat and the dev-browser cookie beside the session.
    const cookie = `__session=${token}; __client_uat=${iat}; __clerk_db_jwt=dvb_test`;
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: 'user_first', role: 'member' });
  });

  it('has no local sign-up or sign-in routes', async () => {
    const body = { email: 'x@example.com', password: 'clave-segura-1', firstName: 'X', lastName: 'Y' };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: body })).statusCode).toBe(404);
  });

  it('keeps Clerk\'s own recovery and verification: the local ones answer 404 LOCAL_ACCOUNTS_ONLY', async () => {
    for (const [url, payload] of [['/api/auth/forgot-password', { email: 'x@example.com' }], ['/api/auth/reset-password', { token: 'x', nueva: 'una frase larga' }], ['/api/auth/verify-email', { token: 'x' }]] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'LOCAL_ACCOUNTS_ONLY', detail: 'En este estudio la contraseña y el email se manejan desde la pantalla de inicio de sesión.' });
    }
  });

  it('runs Clerk only for /api: a page navigation gets no handshake redirect', async () => {
    const navigation = { 'sec-fetch-dest': 'document', accept: 'text/html' };
    const page = await t.app.inject({ method: 'GET', url: '/turnos', headers: navigation });
    const api = await t.app.inject({ method: 'GET', url: '/api/config', headers: navigation });
    expect(page.statusCode).toBe(404);
    expect(page.headers).not.toHaveProperty('x-clerk-auth-status');
    expect(page.headers).not.toHaveProperty('set-cookie');
    // On /api the plugin does run: a development instance answers a navigation with its dev-browser handshake.
    expect(api.statusCode).toBe(307);
    expect(api.headers.location).toMatch(/^https:\/\/clerk\.pulso\.test\/v1\/client\/handshake/);
  });
});
