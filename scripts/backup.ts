import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { openDatabase } from '../db/database';
import { systemClock } from '../domain/time/clock';
import { ConfigError, loadConfig, loadDotEnv } from '../services/config';
import { BackupError } from '../services/platform/backup/manifest';
import { studioInUse } from '../services/platform/backup/running-server';
import { writeBackup } from '../services/platform/backup/write-backup';

const USAGE = 'Uso: npm run backup [-- <archivo.tar.gz> | -]   (sin archivo: pulso-respaldo-<fecha>.tar.gz aquí; "-": a la salida estándar)';

/** pulso-respaldo-2026-11-25T1230Z.tar.gz: sorts by time, and has no colons for file systems that refuse them. */
const defaultBackupName = (now: Date) => `pulso-respaldo-${now.toISOString().slice(0, 16).replace(':', '')}Z.tar.gz`;

/**
 * `npm run backup [-- file | -]`: the studio of the server's settings (DATABASE_URL, or the embedded database in
 * DATA_DIR) with its uploaded files, into one .tar.gz (services/platform/backup/). PostgreSQL is backed up while
 * the server runs; the embedded database only with the server stopped (one process owns its folder).
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.some((a) => a === '-h' || a === '--help') || args.length > 1 || (args[0]?.startsWith('-') && args[0] !== '-')) {
    console.error(USAGE);
    return 2;
  }
  loadDotEnv();
  const config = loadConfig();
  const now = systemClock.now();
  const target = args[0] ?? defaultBackupName(now);
  const toStdout = target === '-';
  const say = (line: string) => (toStdout ? console.error(line) : console.log(line));
  if (toStdout && process.stdout.isTTY) throw new BackupError('La salida estándar es la terminal: redirígela a un archivo (npm run --silent backup -- - > respaldo.tar.gz).');
  if (!toStdout && fs.existsSync(target)) throw new BackupError(`${target} ya existe: elige otro nombre.`);
  if (!config.databaseUrl) {
    const inUse = await studioInUse(config, { sessions: false });
    if (inUse) throw new BackupError(`No se respalda: ${inUse}. Con la base embebida, detén el servidor antes de respaldar.`);
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const partial = `${target}.partial`;
  try {
    // Written under another name and renamed at the end: a backup file that exists is a whole one.
    const output: Writable = toStdout ? process.stdout : fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    say(`Respaldando ${database.kind === 'pglite' ? `la base embebida de ${config.dataDir}` : 'PostgreSQL'} y ${path.join(config.dataDir, 'uploads')}…`);
    const summary = await writeBackup({ database, dataDir: config.dataDir, output, now });
    if (!toStdout) fs.renameSync(partial, target);
    const bytes = toStdout ? 0 : fs.statSync(target).size;
    const size = toStdout ? '' : bytes < 1e6 ? `, ${Math.ceil(bytes / 1e3)} kB` : `, ${(bytes / 1e6).toFixed(1)} MB`;
    say(`Respaldo listo: ${toStdout ? 'salida estándar' : path.resolve(target)} (${summary.events} eventos, ${summary.rows} filas en ${summary.tables} tablas, ${summary.files} archivos${size}).`);
    return 0;
  } catch (error) {
    if (!toStdout) fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A system error on the output (EPIPE, ENOSPC) is the operator's to read, not a stack trace.
    const system = (error as { syscall?: string }).syscall !== undefined;
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : system ? `No se pudo escribir el respaldo: ${(error as Error).message}` : error);
    process.exit(1);
  },
);
