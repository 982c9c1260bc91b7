import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live (receipts, news images, videos). One small interface, so an object store can
 * replace the local disk without touching features. Keys are server-generated, never user-supplied names.
 */
export interface FileStore {
  put(area: string, bytes: Buffer, extension: string): Promise<string>;
  /** Streams a large upload (videos) to the store without holding it in memory; nothing is kept on failure. */
  putStream(area: string, source: Readable | AsyncIterable<Buffer>, extension: string): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
  /** Absolute path for streaming/range requests where the backend is local; undefined otherwise. */
  localPath(key: string): string | undefined;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z-]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export function localFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    // Keys are ours, but a key read back from a request is checked before it ever touches the disk.
    if (!KEY.test(key)) throw new Error(`invalid file key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(area, bytes, extension) {
      const key = `${area}/${randomUUID()}.${extension}`;
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes, { flag: 'wx' });
      return key;
    },
    async putStream(area, source, extension) {
      const key = `${area}/${randomUUID()}.${extension}`;
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        await pipeline(source, createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        await fs.rm(file, { force: true });
        throw error;
      }
      return key;
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    localPath: (key) => resolve(key),
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
