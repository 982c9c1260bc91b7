import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { releaseMigrationNames } from '../../../db/migrate';
import { BackupError, MANIFEST_ENTRY, notABackup, parseManifest, type Manifest } from './manifest';
import { readAll, readTar, TarFormatError, type TarEntry } from './tar';

export interface OpenedBackup {
  /** How the operator named it (a path, or "la entrada estándar"), for messages. */
  label: string;
  manifest: Manifest;
  /** The entries after the manifest, read once, in order. */
  entries: AsyncIterable<TarEntry>;
  /** Stops reading (a refused restore). */
  close(): void;
}

const damaged = (label: string, error: unknown) =>
  error instanceof BackupError ? error : new BackupError(`${label} está dañado o incompleto (${(error as Error).message}); no se puede restaurar.`);

/**
 * Opens a backup and reads only its manifest: a file that is not a Pulso backup, or one taken by a newer Pulso,
 * is refused here, before anything of the studio is touched.
 */
export async function openBackup(input: Readable, label: string): Promise<OpenedBackup> {
  const gunzip = pipeline(input, createGunzip(), () => undefined);
  const iterator = readTar(gunzip)[Symbol.asyncIterator]();
  const close = () => {
    input.destroy();
    gunzip.destroy();
  };
  let first: IteratorResult<TarEntry>;
  try {
    first = await iterator.next();
  } catch (error) {
    close();
    const code = (error as { code?: string }).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') throw notABackup(label, 'no es un archivo .tar.gz');
    if (error instanceof TarFormatError) throw notABackup(label, error.message);
    throw error;
  }
  if (first.done || first.value.name !== MANIFEST_ENTRY) {
    close();
    throw notABackup(label, `no empieza con ${MANIFEST_ENTRY}`);
  }
  let manifest: Manifest;
  try {
    manifest = parseManifest(await readAll(first.value.body), label);
    checkKnownMigrations(manifest, label);
  } catch (error) {
    close();
    throw damaged(label, error);
  }
  // A cut or damaged file shows while an entry's bytes are read, or the next header: both say so in words.
  const guarded = async function* (body: AsyncIterable<Buffer>) {
    try {
      yield* body;
    } catch (error) {
      throw damaged(label, error);
    }
  };
  const entries = async function* () {
    for (;;) {
      let next: IteratorResult<TarEntry>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw damaged(label, error);
      }
      if (next.done) return;
      yield { ...next.value, body: guarded(next.value.body) };
    }
  };
  return { label, manifest, entries: entries(), close };
}

/** The backup's schema must be one this release can build: its migrations, in order, the first of this release's. */
function checkKnownMigrations(manifest: Manifest, label: string): void {
  const known = releaseMigrationNames();
  const unknown = manifest.migrations.find((name, i) => known[i] !== name);
  if (unknown !== undefined) {
    throw new BackupError(`${label} es de una versión de Pulso más nueva que esta (tiene la migración ${unknown}): actualiza Pulso y restaura con la versión nueva.`);
  }
}
