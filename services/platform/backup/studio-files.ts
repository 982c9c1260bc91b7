import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './manifest';

/**
 * The studio's files a backup carries, besides the database: everything under DATA_DIR/uploads (the file store's
 * root, services/app.ts) and DATA_DIR/vapid-keys.json (the web-push key pair generated for the embedded
 * database). Not DATA_DIR/pglite: the embedded database travels as rows, like PostgreSQL's.
 */
export const UPLOADS = 'uploads';
export const VAPID_FILE = 'vapid-keys.json';
const PREFIX = 'files/';

export interface StudioFile {
  /** Its entry in the backup: files/<path under DATA_DIR>. */
  entry: string;
  path: string;
  size: number;
}

export async function listStudioFiles(dataDir: string): Promise<StudioFile[]> {
  const uploads = path.join(dataDir, UPLOADS);
  const found = await fs.readdir(uploads, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const paths = found.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  const vapid = path.join(dataDir, VAPID_FILE);
  if (await fs.stat(vapid).then((s) => s.isFile(), () => false)) paths.push(vapid);
  const files: StudioFile[] = [];
  for (const file of paths.sort()) {
    const entry = PREFIX + path.relative(dataDir, file).split(path.sep).join('/');
    files.push({ entry, path: file, size: (await fs.stat(file)).size });
  }
  return files;
}

/** The path under DATA_DIR an entry stands for, or undefined when it would land anywhere but uploads/ or the key file. */
function relativePath(entry: string): string | undefined {
  if (!entry.startsWith(PREFIX)) return undefined;
  const rel = entry.slice(PREFIX.length);
  const parts = rel.split('/');
  const clean = parts.every((p) => p !== '' && p !== '.' && p !== '..' && !/[\\\0]/.test(p));
  const allowed = rel === VAPID_FILE || (parts[0] === UPLOADS && parts.length > 1);
  return clean && allowed ? rel : undefined;
}

export const isFileEntry = (entry: string) => entry.startsWith(PREFIX);

/**
 * The restored files, written beside DATA_DIR's own first and swapped in only once the database is restored,
 * so a restore that fails half-way leaves no mix of two studios' files.
 */
export class FileStaging {
  readonly #root: string;
  #written = new Set<string>();

  constructor(private readonly dataDir: string) {
    this.#root = path.join(dataDir, `.restore-${randomUUID()}`);
  }

  get count(): number {
    return this.#written.size;
  }

  has(rel: string): boolean {
    return this.#written.has(rel);
  }

  read(rel: string): Promise<Buffer> {
    return fs.readFile(path.join(this.#root, ...rel.split('/')));
  }

  async write(entry: string, body: AsyncIterable<Buffer> | Buffer): Promise<void> {
    const rel = relativePath(entry);
    if (!rel) throw new BackupError(`El respaldo trae un archivo fuera de lugar (${entry}); no se restaura.`);
    const target = path.join(this.#root, ...rel.split('/'));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await pipeline(Buffer.isBuffer(body) ? [body] : body, createWriteStream(target, { flags: 'wx', mode: rel === VAPID_FILE ? 0o600 : 0o644 }));
    this.#written.add(rel);
  }

  /** DATA_DIR's uploads and key file become exactly the backup's. */
  async install(): Promise<void> {
    for (const name of [UPLOADS, VAPID_FILE]) {
      const live = path.join(this.dataDir, name);
      await fs.rm(live, { recursive: true, force: true });
      await fs.rename(path.join(this.#root, name), live).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
    await this.discard();
  }

  async discard(): Promise<void> {
    await fs.rm(this.#root, { recursive: true, force: true });
  }
}
