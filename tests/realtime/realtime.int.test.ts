import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { CHANGES_CHANNEL } from '../../projections/changefeed/changefeed';
import { createTestApp, type TestApp } from '../support/test-app';
import { connect, wsUrl, type TestSocket } from './ws-client';

// Runs on real PostgreSQL and on PGlite: on the embedded database the NOTIFY issued by the sequencer's
// transaction reaches the LISTEN on the same single session through the node-postgres adapter.
describe('realtime change notices on one instance', () => {
  let t: TestApp;
  let member: { token: string; userId: string };
  let socket: TestSocket;
  let other: { token: string; userId: string };
  let otherSocket: TestSocket;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.signUp(); // the first account is the studio's admin
    member = await t.signUp();
    other = await t.signUp();
    socket = await connect(wsUrl(t.app, `?token=${member.token}`));
    otherSocket = await connect(wsUrl(t.app, `?token=${other.token}`));
  });
  // The head once everything committed so far has its position (the app's sequencer may not have run yet).
  const headPosition = async () => (await sequencePending(t.db.handle.db)).head;

  afterAll(async () => {
    socket?.ws.terminate();
    otherSocket?.ws.terminate();
    await t.close(); // closing twice is harmless if the last test already closed the app
  });

  it("tells a member's socket that their own profile changed, without the admin-only topic", async () => {
    const res = await t.as(member.token, { method: 'POST', url: '/api/user/addUser', payload: { firstName: 'Renombrada' } });
    expect(res.statusCode).toBe(200);
    const message = await socket.next((m) => m.type === 'changed', 1000);
    expect(message).toEqual({ type: 'changed', topics: [`user:${member.userId}`], position: expect.any(Number) });
    expect((message as { position: number }).position).toBeGreaterThan(0);
  });

  it('accepts the session cookie from a same-origin page instead of ?token=', async () => {
    const host = new URL(wsUrl(t.app)).host;
    const byCookie = await connect(wsUrl(t.app), { headers: { cookie: `pulso_session=${member.token}` }, origin: `http://${host}` });
    await t.as(member.token, { method: 'POST', url: '/api/user/addUser', payload: { lastName: 'Galleta' } });
    expect(await byCookie.next((m) => m.type === 'changed')).toMatchObject({ topics: [`user:${member.userId}`] });
    byCookie.ws.terminate();
  });

  it('announces a replayed command (same Idempotency-Key) only once', async () => {
    const before = await headPosition();
    const retry = { method: 'POST' as const, url: '/api/user/addUser', payload: { firstName: 'Repetida' }, headers: { 'idempotency-key': 'realtime-replay-1' } };
    expect((await t.as(member.token, retry)).statusCode).toBe(200);
    const first = await headPosition();
    await socket.next((m) => m.type === 'changed' && m.position === first);
    expect((await t.as(member.token, retry)).statusCode).toBe(200);
    // A barrier on another socket: notices arrive in commit order, so once the other member's notice is
    // here, anything the replay announced has reached the hub too (alone, or merged with the barrier's).
    expect((await t.as(other.token, { method: 'POST', url: '/api/user/addUser', payload: { firstName: 'Barrera' } })).statusCode).toBe(200);
    const barrier = await headPosition();
    await otherSocket.next((m) => m.type === 'changed' && m.position === barrier);
    await t.as(member.token, { method: 'POST', url: '/api/user/addUser', payload: { firstName: 'Distinta' } });
    const last = await headPosition();
    await socket.next((m) => m.type === 'changed' && m.position === last);
    const since = socket.messages.filter((m) => m.type === 'changed' && m.position > before);
    expect(since.map((m) => m.type === 'changed' && m.position)).toEqual([first, last]);
  });

  it('reads a batch of notices (one NOTIFY holding a JSON array) and sends each socket its part as one message', async () => {
    const batch = [
      { topics: [`user:${member.userId}`, 'admin:users'], position: 900_001 },
      { topics: 'not a list', position: 900_002 },
      { topics: ['news', `user:${other.userId}`], position: 900_003, data: { news: { id: 7 } } },
    ];
    await sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(batch)})`.execute(t.db.handle.db);
    expect(await socket.next((m) => m.type === 'changed' && m.position >= 900_001)).toEqual({
      type: 'changed', topics: [`user:${member.userId}`, 'news'], position: 900_003, data: { news: { id: 7 } },
    });
    expect(await otherSocket.next((m) => m.type === 'changed' && m.position >= 900_001)).toEqual({
      type: 'changed', topics: ['news', `user:${other.userId}`], position: 900_003, data: { news: { id: 7 } },
    });
  });

  it('answers a plain GET on the websocket address with 426', async () => {
    const res = await t.as(member.token, { method: 'GET', url: '/api/ws' });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toMatchObject({ code: 'UPGRADE_REQUIRED' });
  });

  it('shuts down within seconds even when a client stopped reading', async () => {
    const stuck = await connect(wsUrl(t.app, `?token=${member.token}`));
    // A paused TCP socket never reads the close frame, so it never answers it.
    (stuck.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(t.app.realtime.size).toBe(0);
    stuck.ws.terminate();
  });
});
