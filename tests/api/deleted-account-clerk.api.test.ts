import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../services/app';
import { SESSION_ENDED_CLOSE_CODE } from '../../services/platform/realtime/session-control';
import { connect, wsUrl, type TestSocket } from '../realtime/ws-client';
import { CLERK_TOKEN_MAX_LIFETIME_MS, denySubject, isSubjectDenied } from '../../services/platform/auth/denied-subjects';
import { clerkTestKeys, TEST_ORIGIN, type ClerkTestKeys, clerkEnv } from '../support/clerk-tokens';
import { clerkWebhookDelivery } from '../support/clerk-webhook';
import { createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

// Monday 16 November 2026, noon in Buenos Aires (the app's clock); one class on Wednesdays at 18:00.
const WEDNESDAY = '2026-11-18';
const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const userDeleted = (userId: string) => ({ type: 'user.deleted', object: 'event', data: { id: userId, object: 'user', deleted: true } });
/** The close code, or 'still open' after a while (so a socket left open fails here, not at the test's timeout). */
const closeCode = (socket: TestSocket, withinMs = 3000) =>
  Promise.race([socket.closed.then((c) => c.code), new Promise((resolve) => setTimeout(() => resolve('still open'), withinMs))]);

/**
 * Clerk mode: once Clerk reports `user.deleted`, the server ends what it holds for that user at once, as a local
 * deletion does: her still-unexpired session token is refused (by this instance, by another on the same database
 * and after a restart: the deny-list is a table), her sockets can no longer be opened, and her package is closed.
 */
describe('Clerk mode: a deleted user\'s session tokens stop working at once', () => {
  let t: TestApp;
  let keys: ClerkTestKeys;
  let admin: string;
  let member: string;
  let slotId: number;
  const opened: TestSocket[] = [];

  const me = (token: string, app = t.app) => app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const book = (token: string) => t.as(token, { method: 'POST', url: '/api/reservas/addReserva', payload: { fecha: WEDNESDAY, horario_id: slotId } });
  const wsHandshake = (token: string) => t.app.inject({ method: 'GET', url: `/api/ws?token=${encodeURIComponent(token)}` });
  const ok = <R extends { statusCode: number; body: string }>(res: R): R => {
    if (res.statusCode >= 300) throw new Error(`setup request failed: ${res.statusCode} ${res.body}`);
    return res;
  };

  beforeAll(async () => {
    vi.stubEnv('CLERK_TELEMETRY_DISABLED', '1');
    keys = await clerkTestKeys();
    t = await createTestApp({
      env: clerkEnv(keys, { CLERK_AUTHORIZED_PARTIES: TEST_ORIGIN, CLERK_WEBHOOK_SECRET: SECRET }),
    });
    admin = await keys.sign({ sub: 'user_admin', role: 'admin' });
    ok(await t.as(admin, { method: 'POST', url: '/api/user/addUser', payload: { clerkUserId: 'user_admin', firstName: 'Carla', lastName: 'Clerk', email: 'carla@example.com' } }));
    const studio = await createStudio(t, admin, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 3 }]);
    slotId = studio.slotIds[0]!;
    // Ten minutes of life: still valid long after the deletion below.
    member = await keys.sign({ sub: 'user_gone', role: 'member', expiresIn: 600 });
    ok(await t.as(member, { method: 'POST', url: '/api/user/addUser', payload: { clerkUserId: 'user_gone', firstName: 'Gabriela', lastName: 'Clerk', email: 'gabriela@example.com' } }));
    await giveCredits(t, 'user_gone', studio.packageId, 8);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of opened) socket.ws.terminate();
    await t.close();
    vi.unstubAllEnvs();
  });

  it('closes her socket and refuses her token right after the webhook, though it was verified (and cached) a moment before', async () => {
    expect((await me(member)).statusCode).toBe(200);
    expect((await book(member)).statusCode).toBe(200);
    expect((await wsHandshake(member)).statusCode).toBe(426);
    const socket = await connect(wsUrl(t.app, `?token=${member}`));
    opened.push(socket);

    const res = await t.app.inject(clerkWebhookDelivery(userDeleted('user_gone'), { id: 'msg_gone', secret: SECRET }));
    expect(res.statusCode).toBe(204);
    expect(await closeCode(socket)).toBe(SESSION_ENDED_CLOSE_CODE);

    for (const refused of [await me(member), await book(member), await wsHandshake(member)]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    // Her booking went back to the class and her package closed, as a local deletion leaves them.
    expect(await creditsOf(t, 'user_gone')).toBe(0);
    const pkg = await t.db.handle.db.selectFrom('member_packages').select('paquete_id').where('user_id', '=', 'user_gone').executeTakeFirstOrThrow();
    expect(pkg.paquete_id).toBeNull();
    const live = await t.db.handle.db.selectFrom('bookings').select('id').where('user_id', '=', 'user_gone').where('active', '=', true).execute();
    expect(live).toEqual([]);
    // Other users are untouched.
    expect((await me(admin)).statusCode).toBe(200);
  });

  it('keeps refusing it on another instance on the same database, as after a restart', async () => {
    const other = await buildApp({ config: t.config, database: t.db.handle, clock: t.clock, logger: false });
    try {
      await other.ready();
      const refused = await me(member, other);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect((await me(admin, other)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('keeps the denial until no token issued before it can be valid, and purges it after', async () => {
    const row = await t.db.handle.db.selectFrom('auth_denied_subjects').selectAll().where('user_id', '=', 'user_gone').executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.denied_at.getTime()).toBe(CLERK_TOKEN_MAX_LIFETIME_MS);
    const db = t.db.handle.db;
    expect(await isSubjectDenied(db, 'user_gone', row.expires_at.getTime() - 1)).toBe(true);
    expect(await isSubjectDenied(db, 'user_gone', row.expires_at.getTime())).toBe(false);
    // The next denial after it expired removes it.
    await denySubject(db, 'user_later', row.expires_at.getTime() + 1);
    const left = await db.selectFrom('auth_denied_subjects').select('user_id').orderBy('user_id').execute();
    expect(left.map((r) => r.user_id)).toEqual(['user_later']);
  });

  it('refuses a token that would outlive the denial of a deleted user', async () => {
    const long = await keys.sign({ sub: 'user_admin', role: 'admin', expiresIn: CLERK_TOKEN_MAX_LIFETIME_MS / 1000 + 60 });
    expect((await me(long)).statusCode).toBe(401);
  });
});
