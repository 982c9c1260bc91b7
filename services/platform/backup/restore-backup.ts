import { sql, type Kysely } from 'kysely';
import { Value } from 'typebox/value';
import type { DatabaseHandle } from '../../../db/database';
import { migrateToLatest, releaseMigrationsNamed } from '../../../db/migrate';
import { BackupError, End, END_ENTRY, type TableShape } from './manifest';
import type { OpenedBackup } from './read-backup';
import { FileStaging, isFileEntry, VAPID_FILE } from './studio-files';
import { dropStudioSchema, isEmptyStudio, studioContents, type StudioContents } from './studio-state';
import { insertRows, sequenceValues, setSequences, tableShapes, useCanonicalText } from './table-rows';
import { readAll } from './tar';

export interface RestoreSummary {
  tables: number;
  rows: number;
  events: number;
  files: number;
  /** Migrations of this release the backup did not have yet, run after its rows were in. */
  migratedAfter: string[];
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const nonEmptyMessage = (c: StudioContents) =>
  `El estudio de destino no está vacío (${count(c.events, 'evento', 'eventos')}, ${count(c.uploads, 'archivo subido', 'archivos subidos')}): restaurar lo reemplazaría. ` +
  'Si es lo que quieres, vuelve a correrlo con --force.';

/**
 * Brings the studio of a backup back into `database` and `dataDir` (the server must be stopped). The database is
 * emptied and migrated to exactly the backup's migrations, its rows go in within one transaction (all or
 * nothing), the sequences are set, the files are swapped in, and then this release's later migrations run, as
 * the server's start would. Refuses a non-empty studio unless `force`, and any database that is not Pulso's.
 */
export async function restoreBackup(opts: { database: DatabaseHandle; dataDir: string; backup: OpenedBackup; force?: boolean }): Promise<RestoreSummary> {
  const { database, dataDir, backup } = opts;
  const db = database.db;
  const contents = await studioContents(db, dataDir);
  if (contents.tables > 0 && !contents.pulso) throw new BackupError('La base de datos de destino tiene tablas que no son de Pulso: restaura en una base vacía.');
  if (!isEmptyStudio(contents) && !opts.force) throw new BackupError(nonEmptyMessage(contents));

  if (contents.tables > 0) await dropStudioSchema(db);
  await migrateToLatest(db, { migrations: releaseMigrationsNamed(backup.manifest.migrations) });
  const shapes = await tableShapes(db);
  await checkSameSchema(db, shapes, backup);

  const staging = new FileStaging(dataDir);
  let rows: Record<string, number>;
  try {
    rows = await db.transaction().execute((trx) => loadEntries(trx, { backup, shapes, staging, kind: database.kind }));
    await staging.install();
  } catch (error) {
    await staging.discard();
    throw error;
  }
  const migratedAfter = await migrateToLatest(db);
  const total = Object.values(rows).reduce((a, b) => a + b, 0);
  return { tables: shapes.length, rows: total, events: rows['es_events'] ?? 0, files: staging.count, migratedAfter };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function checkSameSchema(db: Kysely<any>, shapes: TableShape[], backup: OpenedBackup): Promise<void> {
  const sequences = (await sequenceValues(db)).map((s) => s.name);
  if (!same(shapes, backup.manifest.tables) || !same(sequences, backup.manifest.sequences.map((s) => s.name))) {
    throw new BackupError(`Las tablas de ${backup.label} no coinciden con las que crean sus migraciones en esta versión de Pulso; no se restaura.`);
  }
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

// One INSERT takes about this much of a chunk's JSON at a time.
const INSERT_BYTES = 1024 * 1024;

async function loadEntries(
  trx: Kysely<any>,
  ctx: { backup: OpenedBackup; shapes: TableShape[]; staging: FileStaging; kind: DatabaseHandle['kind'] },
): Promise<Record<string, number>> {
  const { backup, shapes, staging } = ctx;
  const damaged = (why: string) => new BackupError(`${backup.label} está dañado o incompleto (${why}); no se puede restaurar.`);
  await useCanonicalText(trx);
  // A new schema may hold rows its migrations wrote (the sequencer's head row): the backup's replace them.
  await sql`TRUNCATE ${sql.join(shapes.map((t) => sql.id('public', t.name)))}`.execute(trx);
  const byName = new Map(shapes.map((t) => [t.name, t]));
  const rows: Record<string, number> = Object.fromEntries(shapes.map((t) => [t.name, 0]));
  let end: End | undefined;
  for await (const entry of backup.entries) {
    if (end) throw damaged(`trae ${entry.name} después de ${END_ENTRY}`);
    const table = /^database\/([^/]+)\/\d+\.jsonl$/.exec(entry.name)?.[1];
    if (entry.name === END_ENTRY) {
      const parsed = parseJson((await readAll(entry.body)).toString('utf8'));
      if (!Value.Check(End, parsed)) throw damaged(`${END_ENTRY} ilegible`);
      end = parsed;
    } else if (table !== undefined) {
      const shape = byName.get(table);
      if (!shape) throw damaged(`filas de una tabla que no está en su índice: ${table}`);
      const lines = (await readAll(entry.body)).toString('utf8').split('\n').filter((line) => line.length > 0);
      for (let i = 0; i < lines.length; ) {
        const batch: string[] = [];
        for (let bytes = 0; i < lines.length && (batch.length === 0 || bytes < INSERT_BYTES); i++) {
          batch.push(lines[i]!);
          bytes += lines[i]!.length;
        }
        await insertRows(trx, shape, batch);
      }
      rows[table]! += lines.length;
    } else if (isFileEntry(entry.name)) await staging.write(entry.name, entry.body);
    else throw damaged(`entrada desconocida ${entry.name}`);
  }
  if (!end) throw damaged(`le falta ${END_ENTRY}`);
  if (!same(rows, Object.fromEntries(shapes.map((t) => [t.name, end!.rows[t.name] ?? -1]))) || staging.count !== end.files) {
    throw damaged('faltan filas o archivos de los que anotó al escribirse');
  }
  await setSequences(trx, backup.manifest.sequences);
  await carryVapidKeys(trx, ctx.kind, staging);
  return rows;
}

/**
 * The generated web-push key pair lives in DATA_DIR/vapid-keys.json with PGlite and in the push_vapid_keys table
 * with PostgreSQL (services/notifications/vapid-keys.ts). A backup restored into the other kind brings its pair
 * to where that kind looks, so the members' push subscriptions, signed up to that pair, keep working.
 */
async function carryVapidKeys(trx: Kysely<any>, kind: DatabaseHandle['kind'], staging: FileStaging): Promise<void> {
  if (kind === 'postgres' && staging.has(VAPID_FILE)) {
    const pair = JSON.parse((await staging.read(VAPID_FILE)).toString('utf8')) as { publicKey: string; privateKey: string };
    await sql`INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (1, ${pair.publicKey}, ${pair.privateKey}) ON CONFLICT (id) DO NOTHING`.execute(trx);
  }
  if (kind === 'pglite' && !staging.has(VAPID_FILE)) {
    const { rows } = await sql<{ public_key: string; private_key: string }>`SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1`.execute(trx);
    const row = rows[0];
    if (row) await staging.write(`files/${VAPID_FILE}`, Buffer.from(JSON.stringify({ publicKey: row.public_key, privateKey: row.private_key })));
  }
}
