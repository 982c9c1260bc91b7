import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser } from '../../services/membership/register-user';
import { openBackup } from '../../services/platform/backup/read-backup';
import { writeBackup } from '../../services/platform/backup/write-backup';
import { createEmptyDatabase, type EmptyDatabase } from '../support/empty-database';
import { createTestDatabase, usingPglite, type TestDatabase } from '../support/test-database';

// `npm run backup` and `npm run restore` as an operator runs them: node with tsx, the settings from the
// environment only (a scratch working directory, so no .env of the machine), into a new PostgreSQL database or a
// new DATA_DIR on disk. What the scripts add to the restore itself: refusals with exit code 1 and a message.
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

let source: TestDatabase;
let target: EmptyDatabase | undefined;
let work: string;
let seedFile: string;
const dataDir = () => path.join(work, 'data');

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-scripts-'));
  source = await createTestDatabase();
  await registerUser(source.handle.db, { actorId: 'system', now: new Date('2026-11-16T15:00:00Z') }, {
    userId: 'ana',
    profile: { firstName: 'Ana', lastName: 'Respaldo', email: 'ana@example.com' },
    source: 'local',
    adminEmails: [],
  });
  const sourceDir = path.join(work, 'source');
  fs.mkdirSync(path.join(sourceDir, 'uploads', 'receipts'), { recursive: true });
  fs.writeFileSync(path.join(sourceDir, 'uploads', 'receipts', '0b6f1d0e-3f2a-4c6b-9d1e-7a8b9c0d1e2f.png'), 'comprobante');
  seedFile = path.join(work, 'seed.tar.gz');
  await writeBackup({ database: source.handle, dataDir: sourceDir, output: fs.createWriteStream(seedFile), now: new Date('2026-11-16T15:30:00Z') });
  if (!usingPglite()) target = await createEmptyDatabase();
}, 120_000);
afterAll(async () => {
  await target?.close();
  await source?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

function run(script: 'backup' | 'restore', args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', TSX, path.join(ROOT, 'scripts', `${script}.ts`), ...args], {
    cwd: work,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir(), PORT: '0', ...(target ? { DATABASE_URL: target.url! } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

it('refuses a file that is not a Pulso backup before touching the studio', async () => {
  const text = path.join(work, 'notas.txt');
  fs.writeFileSync(text, 'no soy un respaldo');
  const refused = await run('restore', [text]);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('notas.txt no es un respaldo de Pulso');
  expect(fs.existsSync(path.join(dataDir(), 'pglite'))).toBe(false);
  expect((await run('restore', [])).code).toBe(2);
}, 60_000);

it('restores into an empty studio, backs it up under a dated name, and refuses to replace it without --force', async () => {
  const restored = await run('restore', [seedFile]);
  expect(restored.output).toContain('Listo: ya puedes iniciar el servidor.');
  expect(restored.code).toBe(0);
  expect(fs.readFileSync(path.join(dataDir(), 'uploads', 'receipts', '0b6f1d0e-3f2a-4c6b-9d1e-7a8b9c0d1e2f.png'), 'utf8')).toBe('comprobante');

  const backedUp = await run('backup', []);
  expect(backedUp.code, backedUp.output).toBe(0);
  const [made] = fs.readdirSync(work).filter((f) => /^pulso-respaldo-\d{4}-\d{2}-\d{2}T\d{4}Z\.tar\.gz$/.test(f));
  expect(made).toBeDefined();
  const opened = await openBackup(fs.createReadStream(path.join(work, made!)), made!);
  opened.close();
  expect(opened.manifest.source).toBe(usingPglite() ? 'pglite' : 'postgres');

  const refused = await run('restore', [path.join(work, made!)]);
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(/no está vacío \(\d+ eventos?, 1 archivo subido\)/);
}, 120_000);

it('replaces a studio with --force after backing up what was there', async () => {
  const forced = await run('restore', [seedFile, '--force']);
  expect(forced.code, forced.output).toBe(0);
  const [kept] = fs.readdirSync(dataDir()).filter((f) => f.startsWith('antes-de-restaurar-'));
  expect(forced.output).toContain(kept);
  const opened = await openBackup(fs.createReadStream(path.join(dataDir(), kept!)), kept!);
  opened.close();
  expect(opened.manifest.migrations.length).toBeGreaterThan(0);
}, 120_000);

it('refuses while the studio is in use: a Pulso answering on PORT, the embedded database open, other sessions on PostgreSQL', async () => {
  const server = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok' })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const refused = await run('restore', [seedFile, '--force'], { PORT: String((server.address() as AddressInfo).port) });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('un servidor de Pulso responde en http://127.0.0.1:');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  if (usingPglite()) {
    const pid = path.join(dataDir(), 'pglite', 'postmaster.pid');
    fs.writeFileSync(pid, '-42\n');
    try {
      const refused = await run('backup', [path.join(work, 'mientras.tar.gz')]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('está abierta por otro proceso');
    } finally {
      fs.rmSync(pid);
    }
  } else {
    const other = new pg.Client({ connectionString: target!.url });
    await other.connect();
    try {
      const refused = await run('restore', [seedFile, '--force']);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/hay \d+ conexión\(es\) más abiertas/);
    } finally {
      await other.end();
    }
  }
}, 120_000);
