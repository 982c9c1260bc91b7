import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** Answers with personal data or tokens must never be kept by a browser cache, a proxy or a CDN. */
describe('Cache-Control on API answers', () => {
  let t: TestApp;
  let admin: string;
  let member: { token: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signUp({ password: 'clave-segura-1', email: 'admin.cache@example.com' })).token;
    member = await t.signUp();
  });
  afterAll(() => t.close());

  it('is no-store on sign-in, /api/auth/me, getUserData, getCreditHistory and getUsers', async () => {
    const answers = {
      'sign-in': await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'admin.cache@example.com', password: 'clave-segura-1' } }),
      me: await t.as(member.token, { method: 'GET', url: '/api/auth/me' }),
      getUserData: await t.as(member.token, { method: 'POST', url: '/api/user/getUserData', payload: {} }),
      getCreditHistory: await t.as(member.token, { method: 'POST', url: '/api/paquetes/getCreditHistory', payload: {} }),
      getUsers: await t.as(admin, { method: 'GET', url: '/api/user/getUsers' }),
      'sign-up': await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { email: 'nueva@example.com', password: 'clave-segura-1', firstName: 'Nueva', lastName: 'Socia' } }),
      'a refused sign-in': await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'admin.cache@example.com', password: 'otra' } }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, name).toBeLessThan(500);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
    expect(answers['sign-in'].statusCode).toBe(200);
    expect(answers.getUsers.statusCode).toBe(200);
  });

  it('leaves the public studio config cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
