import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '../../services/platform/realtime/session-control';
import { connect, wsUrl, type TestSocket } from '../realtime/ws-client';
import { createTestApp, type TestApp } from '../support/test-app';

/** The close code, or 'still open' after a while (so a socket left open fails here, not at the test's timeout). */
const closeCode = (socket: TestSocket, withinMs = 3000) =>
  Promise.race([socket.closed.then((c) => c.code), new Promise((resolve) => setTimeout(() => resolve('still open'), withinMs))]);

// Account self-service ends sessions: their websockets must end too, or a signed-out
// device would keep receiving the member's live updates.
describe('account self-service closes the sockets of the sessions it ends', () => {
  let t: TestApp;
  const opened: TestSocket[] = [];
  const open = async (token: string) => {
    const socket = await connect(wsUrl(t.app, `?token=${token}`));
    opened.push(socket);
    return socket;
  };
  const signIn = async (email: string, password: string) =>
    ((await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } })).json() as { token: string }).token;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.signUp(); // the studio's admin
  });
  afterAll(async () => {
    for (const s of opened) s.ws.terminate();
    await t.close();
  });

  it('change password closes the other sessions’ sockets with 4401 and keeps this one’s', async () => {
    const here = await t.signUp({ email: 'sockets1@example.com', password: 'clave de siempre' });
    const there = await signIn('sockets1@example.com', 'clave de siempre');
    const [mine, theirs] = [await open(here.token), await open(there)];
    const res = await t.as(here.token, { method: 'POST', url: '/api/auth/change-password', payload: { actual: 'clave de siempre', nueva: 'otra frase bien larga' } });
    expect(res.statusCode).toBe(204);
    expect(await closeCode(theirs)).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await closeCode(mine, 300)).toBe('still open');
  });

  it('sign out everywhere and delete account close every socket of the user', async () => {
    const first = await t.signUp({ email: 'sockets2@example.com', password: 'remo en el delta' });
    const second = await signIn('sockets2@example.com', 'remo en el delta');
    const sockets = [await open(first.token), await open(second)];
    expect((await t.as(first.token, { method: 'POST', url: '/api/auth/sign-out-all' })).statusCode).toBe(204);
    for (const socket of sockets) expect(await closeCode(socket)).toBe(SESSION_ENDED_CLOSE_CODE);

    const leaving = await t.signUp({ email: 'sockets3@example.com', password: 'me voy del estudio' });
    const socket = await open(leaving.token);
    const res = await t.as(leaving.token, { method: 'POST', url: '/api/auth/delete-account', payload: { confirmacion: 'Eliminar cuenta' } });
    expect(res.statusCode).toBe(204);
    expect(await closeCode(socket)).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('a password reset through the emailed link closes every socket of hers', async () => {
    const { token } = await t.signUp({ email: 'sockets4@example.com', password: 'me olvido todo' });
    const socket = await open(token);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'sockets4@example.com' } })).statusCode).toBe(204);
    // Email is off in this app: the mail waits in the outbox, link and all.
    const mail = await t.db.handle.db.selectFrom('email_outbox').select('text_body').where('purpose', '=', 'password-reset').where('to_address', '=', 'sockets4@example.com').executeTakeFirstOrThrow();
    const link = /#token=([\w-]+)/.exec(mail.text_body)![1];
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: link, nueva: 'ahora la anoto en papel' } });
    expect(res.statusCode).toBe(200);
    expect(await closeCode(socket)).toBe(SESSION_ENDED_CLOSE_CODE);
  });
});
