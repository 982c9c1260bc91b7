import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usingPglite, type TestDatabase } from '../support/test-database';

// The server process exactly as `npm start` and the Docker image run it: node itself, TypeScript via tsx.
const COMMAND = [process.execPath, '--import', 'tsx', 'services/server.ts'];

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Run {
  // Only what this test sets: no DATABASE_URL, .env or settings of the machine running the suite.
  const child = spawn(COMMAND[0]!, COMMAND.slice(1), { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-process-'));
  let database: TestDatabase | undefined;
  const running = new Set<ChildProcess>();
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops at start with exit code 1 and a message naming each bad setting', async () => {
    const bad = run({ PORT: 'abc', STUDIO_TZ: 'Marte/Olympus', DATA_DIR: dataDir });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Configuración inválida');
    expect(bad.output()).toContain('PORT="abc" no es válido');
    expect(bad.output()).toContain('STUDIO_TZ="Marte/Olympus" no es válido');
    expect(bad.output()).not.toMatch(/\n\s+at /); // no stack trace for an operator's typo
  });

  it('serves /api/health and /api/ready, and on SIGTERM drains and exits 0', async () => {
    database = usingPglite() ? undefined : await createTestDatabase();
    const port = await freePort();
    const server = run({
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      SEED_DEMO: '0',
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    });
    running.add(server.child);
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 200)); // polling a port that is not open yet: nothing to wait on
    }
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    running.delete(server.child);
    expect(server.output()).toContain('shutting down');
  }, 120_000);
});
