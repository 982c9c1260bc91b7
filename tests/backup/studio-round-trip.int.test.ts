import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { rebuildProjections } from '../../projections/rebuild';
import { buildApp } from '../../services/app';
import { loadConfig } from '../../services/config';
import { inlineProjectors } from '../../services/features';
import { openBackup } from '../../services/platform/backup/read-backup';
import { restoreBackup } from '../../services/platform/backup/restore-backup';
import { sequenceValues } from '../../services/platform/backup/table-rows';
import { writeBackup } from '../../services/platform/backup/write-backup';
import { inlineTables } from '../projections/support/table-snapshots';
import { createEmptyDatabase, type EmptyDatabase } from '../support/empty-database';
import { testClock } from '../support/test-clock';
import { usingPglite } from '../support/test-database';
import { everyTable, filesUnder, studioWithHistory, type StudioWithHistory } from './support/studio-with-history';

// A studio with real history, backed up, restored into a database no migration had touched and an empty
// DATA_DIR, on PostgreSQL and on PGlite alike. Every table is compared row for row, so a table, a column, a
// sequence or an upload the backup left out fails here.
let source: StudioWithHistory;
let target: EmptyDatabase;
let spare: EmptyDatabase | undefined;
let work: string;
let backupFile: string;
let original: Record<string, string[]>;
const restoredDir = () => path.join(work, 'restored');
const open = (file = backupFile) => openBackup(fs.createReadStream(file), path.basename(file));

beforeAll(async () => {
  source = await studioWithHistory();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-backup-'));
  backupFile = path.join(work, 'studio.tar.gz');
  await writeBackup({ database: source.t.db.handle, dataDir: source.t.config.dataDir, output: fs.createWriteStream(backupFile), now: source.t.clock.now() });
  original = await everyTable(source.t.db.handle.db);
  target = await createEmptyDatabase();
  await restoreBackup({ database: target.handle, dataDir: restoredDir(), backup: await open() });
}, 180_000);
afterAll(async () => {
  await spare?.close();
  await target?.close();
  await source?.t.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

it('brings back every table row for row, and every sequence where it was', async () => {
  const db = target.handle.db;
  const restored = await everyTable(db);
  expect(Object.keys(restored)).toEqual(Object.keys(original));
  for (const table of Object.keys(original)) expect(restored[table], table).toEqual(original[table]);
  // The history is real: what a replay cannot rebuild is there to lose, beside the log and the read tables.
  const filled = Object.keys(original).filter((table) => original[table]!.length > 0);
  expect(filled).toEqual(expect.arrayContaining([
    'es_events', 'es_streams', 'personal_data_keys', 'auth_credentials', 'auth_sessions', 'push_subscriptions', 'command_log',
    'projection_checkpoints', 'users', 'bookings', 'member_packages', 'credit_ledger', 'package_requests', 'news_posts', 'plan_nodes',
  ]));
  expect(filled.length).toBeGreaterThan(25);
  expect(await sequenceValues(db)).toEqual(await sequenceValues(source.t.db.handle.db));
});

it('brings back the uploaded files and the generated web-push key pair', async () => {
  const uploads = await filesUnder(path.join(source.t.config.dataDir, 'uploads'));
  expect(Object.keys(uploads).some((f) => f.startsWith('receipts/'))).toBe(true);
  expect(Object.keys(uploads).some((f) => f.startsWith('news/'))).toBe(true);
  expect(await filesUnder(path.join(restoredDir(), 'uploads'))).toEqual(uploads);
  if (usingPglite()) {
    expect(fs.readFileSync(path.join(restoredDir(), 'vapid-keys.json'), 'utf8')).toBe(fs.readFileSync(path.join(source.t.config.dataDir, 'vapid-keys.json'), 'utf8'));
  } else {
    expect(original.push_vapid_keys).toHaveLength(1);
  }
});

it('keeps working: sessions sign in, files are served, and the next events and ids follow the restored ones', async () => {
  const db = target.handle.db;
  const app = await buildApp({ config: loadConfig({ DATA_DIR: restoredDir(), WEB_DIST: '/nonexistent' }), database: target.handle, clock: testClock('2026-11-16T13:00:00-03:00'), logger: false });
  try {
    const receipt = await app.inject({ method: 'GET', url: `/api/paquetes/receipts/${source.receiptRequestId}`, headers: { authorization: `Bearer ${source.buyer.token}` } });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.length).toBeGreaterThan(0);

    const head = Math.max(...(await sql<{ p: number }>`SELECT global_position AS p FROM es_events WHERE global_position IS NOT NULL`.execute(db)).rows.map((r) => Number(r.p)));
    await sequencePending(db);
    const positionOf = async (eventId: string) => Number((await sql<{ p: number }>`SELECT global_position AS p FROM es_events WHERE event_id::text = ${eventId}`.execute(db)).rows[0]!.p);
    const waiting = source.unsequencedEventIds;
    expect(await Promise.all(waiting.map(positionOf))).toEqual(waiting.map((_, i) => head + 1 + i));

    const nextDiscipline = Number((await sequenceValues(db)).find((s) => s.name === 'discipline_id_seq')!.lastValue) + 1;
    const added = await app.inject({ method: 'POST', url: '/api/disciplinas/addDisciplina', headers: { authorization: `Bearer ${source.admin.token}` }, payload: { id: 0, nombre: 'Movilidad restaurada' } });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().id).toBe(nextDiscipline);
    await sequencePending(db);
    const { rows } = await sql<{ event_id: string }>`SELECT event_id::text FROM es_events ORDER BY seq DESC LIMIT 1`.execute(db);
    expect(await positionOf(rows[0]!.event_id)).toBe(head + waiting.length + 1);
  } finally {
    await app.close();
  }
});

it('rebuilds the restored read tables from the restored log to the same rows (replay = live)', async () => {
  const db = target.handle.db;
  const live = await everyTable(db);
  await rebuildProjections(db, { projectors: inlineProjectors() });
  const replayed = await everyTable(db);
  for (const table of inlineTables) expect(replayed[table], table).toEqual(live[table]);
});

it('refuses to replace a studio that is not empty unless forced, and forced brings the backup back exactly', async () => {
  await expect(restoreBackup({ database: target.handle, dataDir: restoredDir(), backup: await open() })).rejects.toThrow(/no está vacío .*--force/);
  await restoreBackup({ database: target.handle, dataDir: restoredDir(), backup: await open(), force: true });
  const restored = await everyTable(target.handle.db);
  for (const table of Object.keys(original)) expect(restored[table], table).toEqual(original[table]);
  expect(await filesUnder(path.join(restoredDir(), 'uploads'))).toEqual(await filesUnder(path.join(source.t.config.dataDir, 'uploads')));
});

it('refuses a file that is not a backup, and a cut one leaves an empty studio rather than half of one', async () => {
  const notABackup = path.join(work, 'notas.tar.gz');
  fs.writeFileSync(notABackup, 'no soy un respaldo');
  await expect(open(notABackup)).rejects.toThrow('notas.tar.gz no es un respaldo de Pulso');

  const bytes = fs.readFileSync(backupFile);
  const cut = path.join(work, 'cortado.tar.gz');
  fs.writeFileSync(cut, bytes.subarray(0, bytes.length - 64));
  spare = await createEmptyDatabase();
  const dir = path.join(work, 'cut-restore');
  await expect(restoreBackup({ database: spare.handle, dataDir: dir, backup: await open(cut) })).rejects.toThrow('cortado.tar.gz está dañado o incompleto');
  expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM es_events`.execute(spare.handle.db)).rows[0]!.n).toBe(0);
  expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
  expect(fs.readdirSync(dir).filter((f) => f.startsWith('.restore-'))).toEqual([]);
});
