import fs from 'node:fs/promises';
import { fail } from '../../events/framework/errors';
import type { FileStore } from '../platform/storage/file-store';

const AREA = 'news';
const FILE = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;
const URL_PREFIX = '/api/noticias/images/';

export const imageUrlFor = (key: string) => `${URL_PREFIX}${key.slice(AREA.length + 1)}`;

/** The file-store key behind one of our image URLs, or undefined for anything else. */
export function imageKeyOf(url: string): string | undefined {
  if (!url.startsWith(URL_PREFIX)) return undefined;
  const file = url.slice(URL_PREFIX.length);
  return FILE.test(file) ? `${AREA}/${file}` : undefined;
}

export const imageKeyOfFile = (file: string) => (FILE.test(file) ? `${AREA}/${file}` : undefined);

export const storeNewsImage = (files: FileStore, bytes: Buffer, extension: string) => files.put(AREA, bytes, extension);

async function exists(files: FileStore, key: string): Promise<boolean> {
  const local = files.localPath(key);
  if (!local) return (await files.get(key)) !== undefined;
  return fs.access(local).then(() => true, () => false);
}

/** A post may only show an image uploaded here (no hot-linking, no tracking pixels). */
export async function assertUploadedImage(files: FileStore, url: string): Promise<string> {
  const key = imageKeyOf(url);
  if (!key || !(await exists(files, key))) {
    throw fail('IMAGE_NOT_UPLOADED');
  }
  return url;
}
