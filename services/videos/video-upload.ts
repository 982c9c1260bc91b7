import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { fail } from '../../events/framework/errors';
import type { FileStore } from '../platform/storage/file-store';

/** Accepted containers, recognised by their bytes: MP4, WebM and QuickTime (what phones record). */
export const VIDEO_TYPES: Record<string, { extension: string }> = {
  'video/mp4': { extension: 'mp4' },
  'video/webm': { extension: 'webm' },
  'video/quicktime': { extension: 'mov' },
};
export const VIDEO_MIME: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' };

// A few minutes of phone video; longer tutorials belong on a video platform (add them as links).
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
// file-type needs at most this many leading bytes to recognise a container.
const SNIFF_BYTES = 4100;

const unsupported = () => fail('UNSUPPORTED_FILE_TYPE', { what: 'El video', accepted: 'MP4, WebM o MOV' });
export const videoTooLarge = () => fail('FILE_TOO_LARGE', { what: 'El video', mb: VIDEO_MAX_BYTES / 1_048_576 });

/**
 * Streams an uploaded video into the file store: the first bytes are read to recognise the container, then
 * everything goes to disk as it arrives (never the whole file in memory). `truncated()` tells whether the
 * upload hit the size limit, in which case the stored file is removed and a 413 thrown.
 */
export async function storeVideoStream(files: FileStore, stream: Readable, truncated: () => boolean): Promise<{ key: string; mime: string }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headBytes = 0;
  let done = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  const prefix = Buffer.concat(head);
  if (prefix.length === 0) throw fail('EMPTY_FILE', { what: 'El video' });
  const type = await fileTypeFromBuffer(prefix);
  const accepted = type && VIDEO_TYPES[type.mime];
  if (!type || !accepted) {
    stream.resume(); // drain the rest so the request can end
    throw unsupported();
  }
  async function* all() {
    yield prefix;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const key = await files.putStream('videos', all(), accepted.extension);
  if (truncated()) {
    await files.delete(key);
    throw videoTooLarge();
  }
  return { key, mime: type.mime };
}
