import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const signUp = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { email, password, firstName: 'Ana', lastName: 'Paz' } });
const signIn = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

const storedHash = async (t: TestApp, email: string) =>
  (await t.db.handle.db.selectFrom('auth_credentials').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash;

describe('password policy (ASVS 5.0 §6.2) and scrypt cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ passwordHashCost: 'production' });
  });
  afterAll(() => t.close());

  it('refuses a common password, in any case, with a Spanish 400', async () => {
    for (const password of ['password1', 'PassWord1', 'iloveyou']) {
      const res = await signUp(t, `comun-${password}@example.com`, password);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.json()).toMatchObject({ code: 'COMMON_PASSWORD' });
      expect(res.json().detail).toMatch(/más usadas/);
    }
  });

  it('refuses fewer than 8 characters and accepts a long passphrase with no digits', async () => {
    const short = await signUp(t, 'corta@example.com', 'a1b2c3d');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    const passphrase = 'caballo correcto pila grapa';
    expect(passphrase.length).toBeGreaterThanOrEqual(27);
    const ok = await signUp(t, 'frase@example.com', passphrase);
    expect(ok.statusCode).toBe(201);
    expect((await signIn(t, 'frase@example.com', passphrase)).statusCode).toBe(200);
  });

  it('stores new hashes at OWASP cost: scrypt N=2^17, r=8, p=1', async () => {
    expect((await signUp(t, 'costo@example.com', 'remo en el delta')).statusCode).toBe(201);
    expect((await storedHash(t, 'costo@example.com')).split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
  });

  it('upgrades a hash stored at the old cost on the next sign-in, and the password still works', async () => {
    expect((await signUp(t, 'vieja@example.com', 'bicicleta del parque')).statusCode).toBe(201);
    // What the app stored before this change: N=2^15.
    const salt = randomBytes(16);
    const key = scryptSync('bicicleta del parque'.normalize('NFKC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const old = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await t.db.handle.db.updateTable('auth_credentials').set({ password_hash: old }).where('email', '=', 'vieja@example.com').execute();

    expect((await signIn(t, 'vieja@example.com', 'bicicleta del parque')).statusCode).toBe(200);
    const upgraded = await storedHash(t, 'vieja@example.com');
    expect(upgraded).not.toBe(old);
    expect(upgraded.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect((await signIn(t, 'vieja@example.com', 'bicicleta del parque')).statusCode).toBe(200);
    expect((await signIn(t, 'vieja@example.com', 'bicicleta del parqu')).statusCode).toBe(401);
  });
});
