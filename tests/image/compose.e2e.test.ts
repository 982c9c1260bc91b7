import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { api, signUp } from '../support/e2e-people';
import { freePort, onHostNetwork, postgresImage } from '../support/postgres-container';
import { pulsoImage } from './support/app-container';
import { bookAnyOpenClass } from './support/booking';

// docker-compose.yml as an operator runs it: her .env from .env.example, `up`, the app waits for a healthy database,
// and a member books through the pair. The compose file is the repository's own; on an engine whose containers stay
// on the host's network (TEST_DOCKER_NETWORK=host) both services are moved there, on free ports, and the app's
// published port goes (Docker refuses port bindings on the host's network; Compose cannot drop a list by override).
const run = promisify(execFile);
const project = `pulso-smoke-${process.pid}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-compose-'));
let compose: { command: string; args: string[] };
let baseUrl: string;

type Service = { environment?: Record<string, string>; ports?: string[]; network_mode?: string };
type ComposeFile = { services: { db: Service; app: Service } };

async function composeCommand(): Promise<{ command: string; args: string[] }> {
  const v2 = await run('docker', ['compose', 'version']).then(() => true, () => false);
  return v2 ? { command: 'docker', args: ['compose'] } : { command: 'docker-compose', args: [] };
}

async function composeRun(...args: string[]): Promise<string> {
  const { stdout, stderr } = await run(compose.command, [...compose.args, '-p', project, ...args], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
  return stdout + stderr;
}

beforeAll(async () => {
  compose = await composeCommand();
  const appPort = await freePort();
  const settings: Record<string, string> = {
    POSTGRES_PASSWORD: 'secretoDeCompose1',
    PULSO_IMAGE: pulsoImage(),
    POSTGRES_IMAGE: postgresImage(),
    PUBLISH_PORT: String(appPort),
    SEED_DEMO: '1',
  };
  const example = fs.readFileSync('.env.example', 'utf8');
  const env = Object.entries(settings).reduce((text, [name, value]) => {
    const line = new RegExp(`^#?\\s*${name}=.*$`, 'm');
    return line.test(text) ? text.replace(line, `${name}=${value}`) : `${text}\n${name}=${value}\n`;
  }, example);
  fs.writeFileSync(path.join(dir, '.env'), env);
  const file = parse(fs.readFileSync('docker-compose.yml', 'utf8')) as ComposeFile;
  if (onHostNetwork()) {
    const pgPort = await freePort();
    const { db, app } = file.services;
    Object.assign(db, { network_mode: 'host', environment: { ...db.environment, PGPORT: String(pgPort) } });
    delete app.ports;
    const url = `postgres://pulso:${settings.POSTGRES_PASSWORD}@127.0.0.1:${pgPort}/pulso`;
    Object.assign(app, { network_mode: 'host', environment: { ...app.environment, PORT: String(appPort), DATABASE_URL: url } });
  }
  fs.writeFileSync(path.join(dir, 'docker-compose.yml'), stringify(file));
  baseUrl = `http://127.0.0.1:${appPort}`;
  await composeRun('up', '-d', '--no-build');
});

afterAll(async () => {
  await composeRun('down', '--volumes', '--timeout', '15').catch((error: unknown) => console.error(error));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function untilReady(deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/ready`).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`the app did not get ready:\n${await composeRun('logs', '--no-color')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

it('starts PostgreSQL and the app from the compose file, and a member books a class through them', async () => {
  await untilReady(120_000);
  const owner = await signUp({ baseUrl }, { firstName: 'Dana', lastName: 'Ruiz', email: 'dana@ejemplo.com', password: 'clave-segura-1' });
  const member = await signUp({ baseUrl }, { firstName: 'Ana', lastName: 'Sosa', email: 'ana@ejemplo.com', password: 'clave-segura-2' });
  const booked = await bookAnyOpenClass(baseUrl, owner, member);
  const bookings = await api<{ id: number }[]>({ baseUrl }, 'POST', '/api/reservas/getReservasByIdUsr', {}, member.token);
  expect(bookings.map((b) => b.id)).toContain(booked);
  const ps = await composeRun('ps');
  expect(ps).toMatch(/db.*(Up|running)/);
  expect(ps).toMatch(/app.*(Up|running)/);
});
