import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startPgProxy, type PgProxy } from './support/pg-proxy';

// `npm start` itself (services/server.ts in its own process), on PostgreSQL behind a relay the test can cut.
let tdb: TestDatabase;
let proxy: PgProxy;
let child: ChildProcess | undefined;
let output = '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-faults-start-'));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  proxy = await startPgProxy(tdb.url!);
});
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await proxy?.close();
  await tdb?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const alive = () => child?.exitCode === null && child.signalCode === null;

describe('the server process', () => {
  it('waits for a PostgreSQL that is not there yet, saying so, serves once it is, and outlives its sessions being killed', async () => {
    await proxy.stop();
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const { SEED_DEMO: _seed, ...env } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', 'services/server.ts'], { // as `npm start` runs it
      env: { ...env, DATABASE_URL: proxy.url, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));

    await expect.poll(() => output, { timeout: 60_000 }).toContain('PostgreSQL no responde (ECONNREFUSED)');
    expect(alive()).toBe(true);
    await proxy.start();
    const signUp = () =>
      fetch(`${baseUrl}/api/auth/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `arranque.${Date.now()}@example.com`, password: 'clave-segura-1', firstName: 'Ana', lastName: 'Inicio' }),
      }).then((r) => (r.status === 201 ? (r.json() as Promise<{ token: string }>) : undefined), () => undefined);
    await expect.poll(signUp, { timeout: 60_000, interval: 500 }).toBeDefined();
    const { token } = (await signUp())!;

    // Every session of its database killed while idle (the pool, LISTEN, the processors' lock connections).
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ok: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1',
        [new URL(tdb.url!).pathname.slice(1)],
      );
      expect(rows.filter((r) => r.ok).length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    const agenda = () =>
      fetch(`${baseUrl}/api/horarios/getCuposDisponibles`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status, () => 'down');
    await expect.poll(agenda, { timeout: 10_000 }).toBe(200);
    expect(alive()).toBe(true);
    expect(output).not.toMatch(/uncaught exception/i);
  }, 120_000);
});
