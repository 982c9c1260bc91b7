import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../services/app';
import { loadConfig } from '../../services/config';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { SESSION_ENDED_CLOSE_CODE } from '../../services/platform/realtime/session-control';
import { createTestApp, type TestApp } from '../support/test-app';
import { connect, handshakeStatus, wsUrl, type TestSocket } from './ws-client';

type User = { token: string; userId: string };
const DAY = 86_400_000;
/** The close code, or 'still open' after a while (so the old behaviour fails here, not at the test's timeout). */
const closeCode = (socket: TestSocket, withinMs = 3000) =>
  Promise.race([socket.closed.then((c) => c.code), new Promise((resolve) => setTimeout(() => resolve('still open'), withinMs))]);

// Two instances on one PostgreSQL database: a sign-out or a role change served by A must close the
// sockets B holds (through NOTIFY), and every instance's periodic re-check closes sockets of expired sessions.
describe('websockets end with the session', () => {
  let a: TestApp;
  let bDatabase: DatabaseHandle;
  let b: FastifyInstance;
  let admin: User, ana: User, beto: User;
  const opened: TestSocket[] = [];
  const open = async (app: FastifyInstance, token: string) => {
    const socket = await connect(wsUrl(app, `?token=${token}`));
    opened.push(socket);
    return socket;
  };
  const signIn = async (email: string) => {
    const res = await a.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: 'clave-segura-1' } });
    return (res.json() as { token: string }).token;
  };
  const updateProfile = (user: User, firstName: string) =>
    a.as(user.token, { method: 'POST', url: '/api/user/addUser', payload: { firstName } });
  const setRole = (userId: string, role: 'admin' | 'member') =>
    a.as(admin.token, { method: 'POST', url: '/api/user/setRole', payload: { clerkUserId: userId, role } });

  beforeAll(async () => {
    a = await createTestApp({ env: { SESSION_TTL_DAYS: '30', SESSION_IDLE_DAYS: '14' } });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    bDatabase = await openDatabase({ databaseUrl: a.db.url!, dataDir: '' });
    const config = loadConfig({ DATA_DIR: a.config.dataDir, WEB_DIST: '/nonexistent', SESSION_TTL_DAYS: '30', SESSION_IDLE_DAYS: '14' });
    b = await buildApp({ config, database: bDatabase, clock: a.clock, logger: false });
    await b.listen({ port: 0, host: '127.0.0.1' });
    admin = await a.signUp(); // the first account of the studio is its admin
    ana = await a.signUp({ email: `ana.${Date.now()}@example.com` });
    beto = await a.signUp();
  });
  afterAll(async () => {
    for (const s of opened) s.ws.terminate();
    await b?.close();
    await bDatabase?.close();
    await a.close();
  });

  it('closes the sockets of a signed-out session on both instances with 4401, and only that session', async () => {
    const session = await a.signUp();
    const email = (await a.db.handle.db.selectFrom('auth_credentials').select('email').where('user_id', '=', session.userId).executeTakeFirstOrThrow()).email;
    const otherSession = await signIn(email);
    const [onA, onB, otherOnB] = [await open(a.app, session.token), await open(b, session.token), await open(b, otherSession)];

    expect((await a.as(session.token, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(204);

    // B learns of the sign-out only through NOTIFY: its own re-check runs once a minute.
    expect(await closeCode(onA)).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await closeCode(onB)).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await handshakeStatus(wsUrl(b, `?token=${session.token}`))).toBe(401);
    // The same person's other session keeps its socket, and it still gets their notices.
    expect((await updateProfile({ ...session, token: otherSession }, 'Otra')).statusCode).toBe(200);
    await otherOnB.next((m) => m.type === 'changed' && m.topics.includes(`user:${session.userId}`), 2000);
    expect(otherOnB.ws.readyState).toBe(otherOnB.ws.OPEN);
  });

  it("closes a demoted admin's socket on the other instance; the new one no longer gets admin:* topics", async () => {
    expect((await setRole(ana.userId, 'admin')).statusCode).toBe(200);
    const asAdmin = await open(b, ana.token);
    expect((await updateProfile(beto, 'Beto admin visto')).statusCode).toBe(200);
    await asAdmin.next((m) => m.type === 'changed' && m.topics.includes('admin:users'), 2000);

    expect((await setRole(ana.userId, 'member')).statusCode).toBe(200);
    expect(await closeCode(asAdmin)).toBe(SESSION_ENDED_CLOSE_CODE);

    // No waiting for B's auth cache to expire: the role change's notice made B forget Ana's old role too.
    const asMember = await open(b, ana.token);
    expect((await updateProfile(beto, 'Beto otra vez')).statusCode).toBe(200);
    expect((await updateProfile(ana, 'Ana')).statusCode).toBe(200);
    // Notices arrive in commit order: Ana's own notice arriving first proves Beto's admin notice never came.
    const first = await asMember.next(() => true, 2000);
    expect(first).toEqual({ type: 'changed', topics: [`user:${ana.userId}`], position: expect.any(Number) });
  });

  it("the periodic re-check closes the socket of a session that expired, and keeps a live one's", async () => {
    const expiring = await open(b, beto.token);
    a.clock.advance(10 * DAY);
    const fresh = await signIn((await a.db.handle.db.selectFrom('auth_credentials').select('email').where('user_id', '=', ana.userId).executeTakeFirstOrThrow()).email);
    const live = await open(b, fresh);
    a.clock.advance(5 * DAY); // 15 days without a use: Beto's session is idle-expired, Ana's new one is 5 days old

    expect(await b.realtime.recheckSessions()).toBeGreaterThanOrEqual(1);
    expect(await closeCode(expiring)).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(live.ws.readyState).toBe(live.ws.OPEN);
    expect(await b.realtime.recheckSessions()).toBe(0);
  });
});
