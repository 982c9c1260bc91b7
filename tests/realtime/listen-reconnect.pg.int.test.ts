import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LISTENER_APPLICATION_NAME, openDatabase } from '../../db/database';
import { startPgProxy } from '../faults/support/pg-proxy';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// The LISTEN connection is what realtime rests on: after a drop it must come back even when the
// database refuses the first attempts, and then say so (subscribers resync on it).
describe('LISTEN connection after a drop', () => {
  let database: TestDatabase;
  let admin: pg.Client; // on the server's maintenance database: a database cannot lock itself out
  const name = () => new URL(database.url!).pathname.slice(1);
  const allowConnections = (allow: boolean) => admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name())} ALLOW_CONNECTIONS ${allow}`);
  const dropListener = () =>
    admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2', [name(), LISTENER_APPLICATION_NAME]);

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
  });
  afterAll(async () => {
    await allowConnections(true).catch(() => undefined);
    await admin.end();
    await database.close();
  });

  it('keeps retrying while the database refuses connections, then resubscribes and hears again', async () => {
    const heard: string[] = [];
    let resubscribed = 0;
    await database.handle.listen('reconnect_test', (p) => heard.push(p), () => (resubscribed += 1));
    await allowConnections(false);
    await dropListener();
    await new Promise((r) => setTimeout(r, 1200)); // the first retry (after 500 ms) is refused
    expect(resubscribed).toBe(0);
    await allowConnections(true);
    await expect.poll(() => resubscribed, { timeout: 5000 }).toBe(1);
    await sql`SELECT pg_notify('reconnect_test', 'back')`.execute(database.handle.db);
    await expect.poll(() => heard, { timeout: 1000 }).toEqual(['back']);
  });

  it('subscribes while the database is out of reach without failing, and hears once it is back', async () => {
    const proxy = await startPgProxy(database.url!);
    await proxy.stop();
    const late = await openDatabase({ databaseUrl: proxy.url, dataDir: '' });
    try {
      const heard: string[] = [];
      let resubscribed = 0;
      // A process that starts during an outage: subscribing must not throw, and must not stay deaf.
      await late.listen('late_test', (p) => heard.push(p), () => (resubscribed += 1));
      await proxy.start();
      await expect.poll(() => resubscribed, { timeout: 5000 }).toBe(1);
      await sql`SELECT pg_notify('late_test', 'hello')`.execute(database.handle.db);
      await expect.poll(() => heard, { timeout: 1000 }).toEqual(['hello']);
    } finally {
      await late.close();
      await proxy.close();
    }
  });
});
