import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const signIn = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, headers });

describe('sign-in limit per address: X-Forwarded-For cannot pick the address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ build: { authRateLimit: 5 } });
  });
  afterAll(() => t.close());

  it('counts every attempt from one connection, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await signIn(t, `nadie${i}@example.com`, 'incorrecta', { 'x-forwarded-for': `203.0.113.${i + 1}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const refused = await signIn(t, 'otra@example.com', 'incorrecta', { 'x-forwarded-for': '198.51.100.77' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(/demasiados intentos/i);
  });

  it('counts reset-link requests per address too, whatever email each names', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: `quien${i}@example.com` }, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });
});

describe('sign-in limit per address behind one trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' }, build: { authRateLimit: 3 } });
  });
  afterAll(() => t.close());

  it('uses the address the proxy appended, so a forged left-hand entry changes nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await signIn(t, `nadie${i}@example.com`, 'incorrecta', { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.50` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // A different client behind the same proxy has its own allowance.
    expect((await signIn(t, 'nadie@example.com', 'incorrecta', { 'x-forwarded-for': '203.0.113.51' })).statusCode).toBe(401);
  });
});

describe('sign-in limit per account', () => {
  let t: TestApp;
  const email = 'socia.objetivo@example.com';
  const password = 'clave-segura-1';
  beforeAll(async () => {
    t = await createTestApp();
    await t.signUp({ email, password });
  });
  afterAll(() => t.close());

  it('after 22 wrong passwords the right one is refused until the window passes, then works and resets', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      // A new address for every guess: the per-account limit does not care.
      statuses.push((await signIn(t, email, `incorrecta-${i}`, { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);

    const locked = await signIn(t, ` ${email.toUpperCase()} `, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['content-type']).toContain('application/problem+json');
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_SIGN_IN_ATTEMPTS' });
    expect(locked.json().detail).toMatch(/^Hubo demasiados intentos fallidos con esta cuenta\. Espera \d+ min/);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    t.clock.advance(retryAfter * 1000 - 2000);
    expect((await signIn(t, email, password)).statusCode).toBe(429);
    t.clock.advance(2000);
    const ok = await signIn(t, email, password);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));

    // The success forgot the failures: a typo right after is an ordinary 401, not a lock.
    expect((await signIn(t, email, 'otro-error')).statusCode).toBe(401);
    expect((await signIn(t, email, password)).statusCode).toBe(200);
  });

  it('locks an account only for its own failures', async () => {
    const other = 'otra.socia@example.com';
    await t.signUp({ email: other, password });
    for (let i = 0; i < 10; i++) await signIn(t, email, `incorrecta-${i}`);
    expect((await signIn(t, email, password)).statusCode).toBe(429);
    expect((await signIn(t, other, password)).statusCode).toBe(200);
  });
});
