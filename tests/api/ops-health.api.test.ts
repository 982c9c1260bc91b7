import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../services/app';
import { loadConfig } from '../../services/config';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { migrations } from '../../migrations';
import { createTestApp, type TestApp } from '../support/test-app';
import { testClock } from '../support/test-clock';

const isProblem = (res: { headers: Record<string, unknown> }) => String(res.headers['content-type']).startsWith('application/problem+json');

describe('GET /api/health and GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { READY_MAX_LAG: '1' } });
  });
  afterAll(() => t.close());
  const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

  it('health: the process answers, with no session and nothing cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready: database reachable, migrations applied, no processor behind', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', sequencer: 'ok', processors: 'ok' } });
  });

  it('is not ready while a migration this code knows has not run', async () => {
    const [last] = Object.keys(migrations).sort().slice(-1);
    const row = await t.db.handle.db.selectFrom('kysely_migration' as never).selectAll().where('name' as never, '=', last as never).executeTakeFirstOrThrow();
    await sql`DELETE FROM kysely_migration WHERE name = ${last}`.execute(t.db.handle.db);
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(isProblem(res)).toBe(true);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ code: 'NOT_READY', detail: 'Faltan aplicar migraciones de la base de datos.', checks: { database: 'ok', migrations: 'pending' }, pendingMigrations: [last] });
    } finally {
      await t.db.handle.db.insertInto('kysely_migration' as never).values(row as never).execute();
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not ready while an async processor lags the log head by more than READY_MAX_LAG, or has failed', async () => {
    await sql`INSERT INTO projection_checkpoints (name, position, status) VALUES ('ops-probe', '0', 'live')`.execute(t.db.handle.db);
    try {
      await t.signUp(); // each appends events: the probe's checkpoint stays at 0
      await t.signUp();
      // The sequencer numbers committed events a moment later: read the head once it has caught up.
      await vi.waitFor(async () => expect((await sql<{ n: string }>`SELECT count(*) AS n FROM es_events WHERE global_position IS NULL`.execute(t.db.handle.db)).rows[0]!.n).toBe(0));
      const head = Number((await sql<{ p: string }>`SELECT max(global_position) AS p FROM es_events`.execute(t.db.handle.db)).rows[0]!.p);
      expect(head).toBeGreaterThan(1);
      const lagging = await ready();
      expect(lagging.statusCode).toBe(503);
      expect(lagging.json()).toMatchObject({ checks: { processors: 'lagging' }, behind: [{ name: 'ops-probe', status: 'live', lag: head }] });

      await sql`UPDATE projection_checkpoints SET position = ${String(head - 1)} WHERE name = 'ops-probe'`.execute(t.db.handle.db);
      expect((await ready()).statusCode).toBe(200); // within the allowed lag

      await sql`UPDATE projection_checkpoints SET status = 'failed' WHERE name = 'ops-probe'`.execute(t.db.handle.db);
      const failed = await ready();
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ detail: 'Un proceso en segundo plano se detuvo por un error.', checks: { processors: 'failed' } });

      await sql`UPDATE projection_checkpoints SET status = 'retired' WHERE name = 'ops-probe'`.execute(t.db.handle.db);
      expect((await ready()).statusCode).toBe(200); // a retired processor no longer counts
    } finally {
      await sql`DELETE FROM projection_checkpoints WHERE name = 'ops-probe'`.execute(t.db.handle.db);
    }
  });
});

describe('with the database gone', () => {
  it('health still answers 200 and ready answers 503 naming the database', async () => {
    // A real pool whose server is gone (nothing listens on port 1). The websocket hub's LISTEN is stubbed:
    // it would fail the app's start, and this is about a database lost after the start.
    const dead = await openDatabase({ databaseUrl: 'postgres://pulso@127.0.0.1:1/none', dataDir: '' });
    const database: DatabaseHandle = { ...dead, listen: async () => async () => undefined };
    const config = loadConfig({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-ops-')), WEB_DIST: '/nonexistent' });
    const app = await buildApp({ config, database, clock: testClock(), logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'NOT_READY', detail: 'La base de datos no responde.', checks: { database: 'unreachable', migrations: 'unknown', sequencer: 'unknown', processors: 'unknown' } });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('unknown paths', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Pulso</title>');
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('under /api answer a 404 problem for every method, never the web app', async () => {
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
    for (const url of ['/api/whatever', '/api/whatever/deeper', '/api', '/api?x=1', '/api/']) {
      for (const method of methods) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(isProblem(res), `${method} ${url}`).toBe(true);
        if (method !== 'HEAD') expect(res.json(), `${method} ${url}`).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
  });

  it('outside /api are the web app\'s client routes (the real probes live under /api)', async () => {
    for (const url of ['/health', '/healthz', '/metrics', '/turnos', '/apidocs']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });
});
