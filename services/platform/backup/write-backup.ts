import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../../db/database';
import { BackupError, END_ENTRY, FORMAT, FORMAT_VERSION, MANIFEST_ENTRY, type End, type Manifest } from './manifest';
import { listStudioFiles } from './studio-files';
import { sequenceValues, tableRows, tableShapes, useCanonicalText } from './table-rows';
import { TarWriter } from './tar-writer';

export interface BackupSummary {
  tables: number;
  rows: number;
  events: number;
  files: number;
  fileBytes: number;
}

// A chunk entry is gathered in memory before it is written (a tar header states its size first): a few MB.
const CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * Writes a whole studio into `output` as one .tar.gz (the layout is in manifest.ts).
 *
 * Why every table, and not the event log plus the tables a replay cannot rebuild (personal-data keys,
 * accounts and sessions, push subscriptions, checkpoints): it is as correct and simpler. A restore then needs
 * no rebuild, is exact even for read tables whose projector changed since (the upgrade's own rebuild takes
 * care of them on start), and a table added later is carried without anyone having to classify it, where a
 * chosen list would silently leave it out. The read tables cost some size, which gzip mostly takes back.
 *
 * Why rows and not pg_dump or PGlite's dumpDataDir: one format for both databases, restorable into either
 * (an embedded studio moves to PostgreSQL by a backup and a restore), and nothing to install beside Node
 * (the Docker image has no pg_dump). The rows are read in one REPEATABLE READ, read-only transaction, so they
 * are one consistent moment of the studio even while PostgreSQL keeps serving commands; the files are listed
 * after it, so a file uploaded meanwhile is at worst an extra one.
 */
export async function writeBackup(opts: { database: DatabaseHandle; dataDir: string; output: Writable; now: Date }): Promise<BackupSummary> {
  const gzip = createGzip();
  const written = pipeline(gzip, opts.output);
  // Awaited at the end; meanwhile an early failure of the output (a closed pipe, a full disk) must not go unhandled.
  written.catch(() => undefined);
  const tar = new TarWriter(gzip, opts.now);
  try {
    const summary = await writeContents(tar, opts);
    await tar.end();
    await written;
    return summary;
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
}

async function writeContents(tar: TarWriter, opts: { database: DatabaseHandle; dataDir: string; now: Date }): Promise<BackupSummary> {
  const rows: Record<string, number> = {};
  let events = 0;
  await opts.database.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      await useCanonicalText(trx);
      const { rows: found } = await sql<{ found: boolean }>`SELECT to_regclass('public.kysely_migration') IS NOT NULL AS found`.execute(trx);
      if (!found[0]!.found) throw new BackupError('Esta base de datos no tiene un estudio de Pulso (nunca se migró): no hay nada que respaldar.');
      const migrations = (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(trx)).rows.map((r) => r.name);
      const tables = await tableShapes(trx);
      const manifest: Manifest = {
        format: FORMAT,
        version: FORMAT_VERSION,
        createdAt: opts.now.toISOString(),
        source: opts.database.kind,
        migrations,
        tables,
        sequences: await sequenceValues(trx),
      };
      await tar.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
      for (const table of tables) {
        let lines: string[] = [];
        let bytes = 0;
        let chunk = 0;
        const flush = async () => {
          chunk += 1;
          await tar.add(`database/${table.name}/${String(chunk).padStart(6, '0')}.jsonl`, Buffer.from(`${lines.join('\n')}\n`));
          lines = [];
          bytes = 0;
        };
        rows[table.name] = 0;
        for await (const batch of tableRows(trx, table)) {
          for (const line of batch) {
            lines.push(line);
            bytes += line.length + 1;
            rows[table.name]! += 1;
            if (bytes >= CHUNK_BYTES) await flush();
          }
        }
        if (lines.length > 0) await flush();
      }
      events = rows['es_events'] ?? 0;
    });

  const files = await listStudioFiles(opts.dataDir);
  for (const file of files) await tar.addFile(file.entry, file.path, file.size);
  const fileBytes = files.reduce((total, f) => total + f.size, 0);
  const end: End = { rows, files: files.length, bytes: fileBytes };
  await tar.add(END_ENTRY, Buffer.from(JSON.stringify(end)));
  const total = Object.values(rows).reduce((a, b) => a + b, 0);
  return { tables: Object.keys(rows).length, rows: total, events, files: files.length, fileBytes };
}
