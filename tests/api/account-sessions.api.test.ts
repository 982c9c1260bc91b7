import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('change password and sign out everywhere (local accounts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = async (email: string, password: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
    return { status: res.statusCode, token: res.statusCode === 200 ? (res.json() as { token: string }).token : '' };
  };
  const meStatus = async (token: string) => (await t.as(token, { method: 'GET', url: '/api/auth/me' })).statusCode;
  const changePassword = (token: string, actual: string, nueva: string) =>
    t.as(token, { method: 'POST', url: '/api/auth/change-password', payload: { actual, nueva } });

  it('checks the current password, applies the policy, and ends every other session but this one', async () => {
    const email = 'cambio@example.com';
    const { token: here } = await t.signUp({ email, password: 'clave de siempre' });
    const { token: phone } = await signIn(email, 'clave de siempre');
    const { token: laptop } = await signIn(email, 'clave de siempre');
    // Every session is known to the auth cache before the change.
    for (const token of [here, phone, laptop]) expect(await meStatus(token)).toBe(200);

    const wrong = await changePassword(here, 'otra cosa distinta', 'frase nueva y larga');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD', detail: 'La contraseña actual no es correcta.' });
    const common = await changePassword(here, 'clave de siempre', 'password1');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'COMMON_PASSWORD' });
    expect(await meStatus(phone)).toBe(200);

    expect((await changePassword(here, 'clave de siempre', 'frase nueva y larga')).statusCode).toBe(204);
    expect(await meStatus(here)).toBe(200);
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(laptop)).toBe(401);
    expect((await signIn(email, 'clave de siempre')).status).toBe(401);
    expect((await signIn(email, 'frase nueva y larga')).status).toBe(200);
  });

  it('signs out every session of the user, this one included, and no one else', async () => {
    const { token: first } = await t.signUp({ email: 'todos@example.com', password: 'remo en el delta' });
    const { token: second } = await signIn('todos@example.com', 'remo en el delta');
    const { token: someoneElse } = await t.signUp({ email: 'vecina@example.com', password: 'remo en el delta' });
    for (const token of [first, second, someoneElse]) expect(await meStatus(token)).toBe(200);

    const res = await t.as(second, { method: 'POST', url: '/api/auth/sign-out-all' });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/pulso_session=;/);
    expect(await meStatus(first)).toBe(401);
    expect(await meStatus(second)).toBe(401);
    expect(await meStatus(someoneElse)).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await t.as(undefined, { method: 'POST', url: '/api/auth/sign-out-all' })).statusCode).toBe(401);
    const res = await t.as(undefined, { method: 'POST', url: '/api/auth/change-password', payload: { actual: 'a', nueva: 'b' } });
    expect(res.statusCode).toBe(401);
  });
});
