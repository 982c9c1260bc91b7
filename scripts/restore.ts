import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { MigrationError } from '../db/migrate';
import { systemClock } from '../domain/time/clock';
import { ConfigError, loadConfig, loadDotEnv, type Config } from '../services/config';
import { BackupError } from '../services/platform/backup/manifest';
import { openBackup } from '../services/platform/backup/read-backup';
import { nonEmptyMessage, restoreBackup } from '../services/platform/backup/restore-backup';
import { studioInUse } from '../services/platform/backup/running-server';
import { isEmptyStudio, studioContents } from '../services/platform/backup/studio-state';
import { writeBackup } from '../services/platform/backup/write-backup';

const USAGE = 'Uso: npm run restore -- <archivo.tar.gz | -> [--force]   ("-": desde la entrada estándar; --force: reemplaza un estudio que no está vacío)';

const when = (iso: string, tz: string) =>
  new Date(iso).toLocaleString('es-AR', { timeZone: tz, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * `npm run restore -- file [--force]`: the studio of a backup into the server's settings (DATABASE_URL, or
 * DATA_DIR's embedded database) and DATA_DIR's files. The server must be stopped: the script refuses while a
 * Pulso answers on HOST:PORT, the embedded database is open, or other sessions hold the PostgreSQL database.
 * A non-empty studio is replaced only with --force, and then a backup of it is written first, into DATA_DIR.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const sources = args.filter((a) => a !== '--force');
  if (args.some((a) => a === '-h' || a === '--help') || sources.length !== 1 || (sources[0]!.startsWith('-') && sources[0] !== '-')) {
    console.error(USAGE);
    return 2;
  }
  loadDotEnv();
  const config = loadConfig();
  const source = sources[0]!;
  if (source !== '-' && !fs.existsSync(source)) throw new BackupError(`${source} no existe.`);
  const label = source === '-' ? 'La entrada estándar' : source;
  const backup = await openBackup(source === '-' ? process.stdin : fs.createReadStream(source), label);
  try {
    const inUse = await studioInUse(config, { sessions: true });
    if (inUse) throw new BackupError(`No se restaura: ${inUse}. Detén el servidor (y lo que más use esta base) y vuelve a intentarlo.`);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await keepWhatIsThere(database, config, force);
      const { manifest } = backup;
      console.log(`Restaurando ${source === '-' ? 'desde la entrada estándar' : label}: respaldo del ${when(manifest.createdAt, config.studioTz)} (${manifest.source === 'pglite' ? 'base embebida' : 'PostgreSQL'}, ${manifest.migrations.length} migraciones)…`);
      const summary = await restoreBackup({ database, dataDir: config.dataDir, backup, force });
      console.log(`Restaurado en ${database.kind === 'pglite' ? `la base embebida de ${config.dataDir}` : 'PostgreSQL'}: ${summary.events} eventos, ${summary.rows} filas en ${summary.tables} tablas, ${summary.files} archivos.`);
      if (summary.migratedAfter.length > 0) console.log(`Migraciones de esta versión aplicadas después: ${summary.migratedAfter.join(', ')}.`);
      console.log('Listo: ya puedes iniciar el servidor.');
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    backup.close();
  }
}

/** Refuses a non-empty studio without --force; with it, backs that studio up into DATA_DIR before it is replaced. */
async function keepWhatIsThere(database: DatabaseHandle, config: Config, force: boolean): Promise<void> {
  const contents = await studioContents(database.db, config.dataDir);
  if (isEmptyStudio(contents)) return;
  if (!force) throw new BackupError(nonEmptyMessage(contents));
  if (!contents.pulso) return; // not Pulso's: restoreBackup refuses it
  const now = systemClock.now();
  const file = path.join(config.dataDir, `antes-de-restaurar-${now.toISOString().slice(0, 19).replaceAll(':', '')}Z.tar.gz`);
  console.log(`Guardando primero el estudio que se reemplaza en ${file}…`);
  const output = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  await writeBackup({ database, dataDir: config.dataDir, output, now });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupError || error instanceof ConfigError || error instanceof MigrationError ? error.message : error);
    process.exit(1);
  },
);
