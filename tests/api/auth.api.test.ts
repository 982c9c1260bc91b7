import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('local accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes the first account of an empty studio admin and later ones members', async () => {
    const first = await t.signUp();
    const second = await t.signUp();
    expect(first.role).toBe('admin');
    expect(second.role).toBe('member');
  });

  it('sets an HttpOnly SameSite session cookie that authenticates /api/auth/me', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'Cookie@Example.com', password: 'clave-segura-1', firstName: 'Coca', lastName: 'Kie' },
    });
    expect(res.statusCode).toBe(201);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // A lifetime, not a date: a browser whose clock is not the server's keeps the session all of its 30 days.
    expect(cookie).toMatch(/Max-Age=2592000(;|$)/);
    expect(cookie).not.toMatch(/Expires=/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookie.split(';')[0]! } });
    expect(me.json()).toMatchObject({ firstName: 'Coca', email: 'cookie@example.com', role: 'member' });
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    await t.signUp({ email: 'dup@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'DUP@example.com', password: 'clave-segura-1', firstName: 'A', lastName: 'B' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', detail: 'Ya existe una cuenta con ese email.' });
  });

  it('rejects weak passwords and bad emails with Spanish problems', async () => {
    const weak = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { email: 'w@example.com', password: 'corta', firstName: 'A', lastName: 'B' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { email: 'no-es-email', password: 'clave-segura-1', firstName: 'A', lastName: 'B' } });
    expect(bad.json().code).toBe('INVALID_EMAIL');
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { email: 'm@example.com' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('signs in with the right password only, and signs out for good', async () => {
    await t.signUp({ email: 'login@example.com', password: 'otra-clave-9' });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'login@example.com', password: 'otra-clave-8' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'LOGIN@example.com', password: 'otra-clave-9' } });
    expect(ok.statusCode).toBe(200);
    const { token } = ok.json();
    expect((await t.as(token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await t.as(token, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(204);
    expect((await t.as(token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('keeps the users list for admins and a member on their own data', async () => {
    const admin = await t.signUp({ email: 'admin-check@example.com' }); // not first: member
    const member = await t.signUp();
    expect(admin.role).toBe('member');
    const forbidden = await t.as(member.token, { method: 'GET', url: '/api/user/getUsers' });
    expect(forbidden.statusCode).toBe(403);
    const other = await t.as(member.token, { method: 'POST', url: '/api/user/getUserData', payload: { clerkUserId: admin.userId } });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('NOT_YOUR_DATA');
    const own = await t.as(member.token, { method: 'POST', url: '/api/user/getUserData', payload: { clerkUserId: member.userId } });
    expect(own.json()).toMatchObject({ clerkUserId: member.userId, hidden: false });
    const anonymous = await t.as(undefined, { method: 'GET', url: '/api/user/getUsers' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('roles of local accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets an admin promote a member, never leaves the studio without an admin, and refuses members', async () => {
    const owner = await t.signUp();
    const coach = await t.signUp();
    const setRole = (token: string, clerkUserId: string, role: string) => t.as(token, { method: 'POST', url: '/api/user/setRole', payload: { clerkUserId, role } });

    expect((await setRole(coach.token, coach.userId, 'admin')).statusCode).toBe(403);
    const promoted = await setRole(owner.token, coach.userId, 'admin');
    expect(promoted.json()).toMatchObject({ clerkUserId: coach.userId, role: 'admin' });
    expect((await t.as(coach.token, { method: 'GET', url: '/api/user/getUsers' })).statusCode).toBe(200);

    expect((await setRole(coach.token, owner.userId, 'member')).json().role).toBe('member');
    const last = await setRole(coach.token, coach.userId, 'member');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'LAST_ADMIN', detail: 'Tiene que quedar al menos un administrador.' });
    expect((await setRole(coach.token, coach.userId, 'superuser')).statusCode).toBe(400);
  });
});

describe('session tokens in URLs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are accepted on the websocket handshake only', async () => {
    const { token } = await t.signUp();
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/me?token=${token}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/ws?token=${token}` })).statusCode).toBe(426);
    expect((await t.app.inject({ method: 'GET', url: '/api/ws?token=nope' })).statusCode).toBe(401);
  });
});
