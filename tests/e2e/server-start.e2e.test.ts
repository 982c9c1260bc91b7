import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, signUp } from '../support/e2e-people';

// What `npm start` runs after building the web app: the real server process, embedded PGlite, demo studio.
interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

// A start compiles the server (tsx), opens PGlite, migrates and seeds the demo studio: 25 s and more beside the other
// test files on a slow 2-core machine. That the seed runs once and the data outlives a restart is the image test's
// (tests/image), on the same embedded default.
const START_TIMEOUT_MS = 90_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-start-'));
const running = new Set<ChildProcess>();

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(): Promise<Started> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, SEED_DEMO: _default, ...env } = process.env;
  // As `npm start` and the image run it: node with tsx's loader. The tsx command in between relays a SIGTERM, and when
  // its child has not acknowledged within 30 ms (a busy machine) it SIGKILLs it and exits 143: no drain to test.
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/server.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${baseUrl}/api/config`).then((r) => r.ok, () => false);
    if (ok) return { child, baseUrl, output: () => output };
    if (Date.now() > deadline) throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(child: ChildProcess): Promise<number | null> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

async function packagesSeenBy(baseUrl: string, email: string): Promise<unknown[]> {
  const { token } = await signUp({ baseUrl }, { email, password: 'clave-segura-1', firstName: 'Caro', lastName: 'Paz' });
  return api<unknown[]>({ baseUrl }, 'GET', '/api/paquetes/getPaquetes', undefined, token);
}

describe('the studio as `npm start` runs it', () => {
  afterAll(async () => {
    for (const child of running) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the demo studio into a fresh embedded database, serves the app and stops cleanly', async () => {
    const first = await startServer();
    expect(first.output()).toContain('Estudio demo');
    expect((await packagesSeenBy(first.baseUrl, 'caro@ejemplo.com')).length).toBeGreaterThan(0);
    const page = await fetch(`${first.baseUrl}/turnos`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await stop(first.child)).toBe(0);
  }, START_TIMEOUT_MS + 30_000);
});
