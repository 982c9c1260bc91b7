import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureChangeFeed } from '../../services/features';
import { buildApp } from '../../services/app';
import { loadConfig } from '../../services/config';
import { LISTENER_APPLICATION_NAME, openDatabase, type DatabaseHandle } from '../../db/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { connect, handshakeStatus, wsUrl, type TestSocket } from './ws-client';

type User = { token: string; userId: string };

const openConnections = (app: FastifyInstance) =>
  new Promise<number>((resolve, reject) => app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))));

// Two Fastify instances on one PostgreSQL database: a command served by A reaches sockets held by B
// only through NOTIFY/LISTEN, as it would across processes behind a load balancer.
describe('realtime across two instances', () => {
  let a: TestApp;
  let bDatabase: DatabaseHandle;
  let b: FastifyInstance;
  let admin: User, ana: User, beto: User;
  let anaSocket: TestSocket, betoSocket: TestSocket, adminSocket: TestSocket;

  beforeAll(async () => {
    a = await createTestApp();
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    bDatabase = await openDatabase({ databaseUrl: a.db.url!, dataDir: '' });
    const config = loadConfig({ DATA_DIR: a.config.dataDir, WEB_DIST: '/nonexistent', ALLOWED_ORIGINS: 'https://app.pulso.example' });
    b = await buildApp({ config, database: bDatabase, clock: a.clock, logger: false });
    await b.listen({ port: 0, host: '127.0.0.1' });
    admin = await a.signUp(); // the first account of the studio is its admin
    ana = await a.signUp();
    beto = await a.signUp();
    [anaSocket, betoSocket, adminSocket] = await Promise.all([ana, beto, admin].map((u) => connect(wsUrl(b, `?token=${u.token}`))));
  });
  afterAll(async () => {
    for (const s of [anaSocket, betoSocket, adminSocket]) s?.ws.terminate();
    await b?.close();
    await bDatabase?.close();
    await a.close();
  });

  const updateProfile = (user: User, firstName: string) =>
    a.as(user.token, { method: 'POST', url: '/api/user/addUser', payload: { firstName } });

  it("delivers a command made on A to B's sockets within a second, each trimmed to what its user may see", async () => {
    const started = Date.now();
    expect((await updateProfile(ana, 'Ana María')).statusCode).toBe(200);
    const toAna = await anaSocket.next((m) => m.type === 'changed', 1000);
    const toAdmin = await adminSocket.next((m) => m.type === 'changed' && m.topics.includes(`user:${ana.userId}`), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(toAna).toEqual({ type: 'changed', topics: [`user:${ana.userId}`], position: expect.any(Number) });
    expect(toAdmin).toMatchObject({ topics: expect.arrayContaining(['admin:users', `user:${ana.userId}`]) });
  });

  it("keeps one member's private topic away from another member's socket", async () => {
    expect((await updateProfile(beto, 'Beto')).statusCode).toBe(200);
    // Notices arrive in commit order, so Beto's own notice arriving first proves Ana's never came.
    const first = await betoSocket.next(() => true, 1000);
    expect(first).toEqual({ type: 'changed', topics: [`user:${beto.userId}`], position: expect.any(Number) });
    expect(betoSocket.messages.some((m) => m.type === 'changed' && m.topics.includes(`user:${ana.userId}`))).toBe(false);
  });

  it('refuses an anonymous handshake with 401 and a foreign Origin with 403, and frees their sockets', async () => {
    const baseline = await openConnections(b);
    expect(await handshakeStatus(wsUrl(b))).toBe(401);
    expect(await handshakeStatus(wsUrl(b, '?token=not-a-session'))).toBe(401);
    expect(await handshakeStatus(wsUrl(b, `?token=${ana.token}`), { origin: 'https://evil.example' })).toBe(403);
    expect(await handshakeStatus(wsUrl(b, `?token=${ana.token}`), { origin: 'null' })).toBe(403);
    expect(await handshakeStatus(wsUrl(b).replace('/api/ws', '/api/user/getUsers'))).toBe(401);
    // A refused handshake's socket left open would pile up, and hold the server's shutdown forever.
    await expect.poll(() => openConnections(b), { timeout: 2000 }).toBe(baseline);
  });

  it('accepts the same origin, ALLOWED_ORIGINS, and clients that send no Origin', async () => {
    const url = wsUrl(b, `?token=${ana.token}`);
    expect(await handshakeStatus(url, { origin: `http://${new URL(url).host}` })).toBe(101);
    expect(await handshakeStatus(url, { origin: 'https://app.pulso.example' })).toBe(101);
    expect(await handshakeStatus(url)).toBe(101);
  });

  it('closes a socket that sends a message over 4 KiB', async () => {
    const socket = await connect(wsUrl(b, `?token=${beto.token}`));
    socket.ws.send('x'.repeat(5000));
    expect((await socket.closed).code).toBe(1009); // "message too big"
  });

  it('never announces a rolled-back transaction', async () => {
    const event = (position: number) => ({
      globalPosition: position, streamId: `user-${ana.userId}`, streamPosition: 1, eventId: `e${position}`,
      type: 'UserProfileUpdated', schemaVersion: 1, data: { userId: ana.userId }, metadata: {}, recordedAt: a.clock.now(),
    });
    const rolledBack = a.db.handle.db.transaction().execute(async (trx) => {
      await featureChangeFeed().publish(trx, [event(900_001)]);
      throw new Error('rejected after publishing');
    });
    await expect(rolledBack).rejects.toThrow('rejected after publishing');
    await a.db.handle.db.transaction().execute((trx) => featureChangeFeed().publish(trx, [event(900_002)]));
    const next = await anaSocket.next((m) => m.type === 'changed' && m.position >= 900_001);
    expect(next).toMatchObject({ position: 900_002 });
  });

  it("tells B's sockets to resync after B's LISTEN connection drops, then keeps delivering", async () => {
    const before = anaSocket.messages.length;
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE datname = current_database() AND application_name = ${LISTENER_APPLICATION_NAME}`.execute(a.db.handle.db);
    const resync = await anaSocket.next((m) => m.type === 'resync' && anaSocket.messages.indexOf(m) >= before, 5000);
    expect((await updateProfile(ana, 'Ana de nuevo')).statusCode).toBe(200);
    const after = anaSocket.messages.indexOf(resync);
    await anaSocket.next((m) => m.type === 'changed' && anaSocket.messages.indexOf(m) > after, 1000);
  });

  it('drops a socket that stops answering pings', async () => {
    const silent = await connect(wsUrl(b, `?token=${beto.token}`));
    const count = b.realtime.size;
    const pinged = Promise.all([anaSocket, betoSocket, adminSocket].map((s) => new Promise((r) => s.ws.once('ping', r))));
    // A paused TCP socket reads nothing, so it never sees the ping and never answers it.
    (silent.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    b.realtime.checkHeartbeats();
    await pinged;
    await new Promise((r) => setTimeout(r, 200)); // the live sockets' pongs travel back
    b.realtime.checkHeartbeats();
    expect(b.realtime.size).toBe(count - 1);
    expect(anaSocket.ws.readyState).toBe(anaSocket.ws.OPEN);
  });
});
