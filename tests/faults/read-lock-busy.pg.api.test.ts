import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// A read that cannot have its lock within the pool's 2 s lock_timeout (a rebuild's swap holding the read tables, a
// table locked by an operator's maintenance) changed nothing: the member is told to try again in a moment (503 BUSY
// with Retry-After), as for a lost connection, never a 500.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('answers 503 BUSY with Retry-After to a read that waited too long for its table, and reads again once it is free', async () => {
  const ana = await t.signUp({ email: 'ana.lock@example.com' });
  const read = () => t.as(ana.token, { method: 'POST', url: '/api/reservas/getReservasByIdUsr', payload: {} });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = t.db.handle.db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE bookings IN ACCESS EXCLUSIVE MODE`.execute(trx);
    locked();
    await released;
  });
  await isLocked;
  try {
    const busy = await read();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBeDefined();
    expect(busy.json()).toMatchObject({ code: 'BUSY' });
  } finally {
    release();
    await holder;
  }
  expect((await read()).statusCode).toBe(200);
}, 30_000);
