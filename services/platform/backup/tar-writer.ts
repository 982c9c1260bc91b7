import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { tarEnd, tarHeader, tarPadding } from './tar';

/** Writes a tar archive into a stream, waiting whenever the stream asks it to (a slow disk, a pipe to ssh). */
export class TarWriter {
  constructor(
    private readonly out: Writable,
    private readonly mtime: Date,
  ) {}

  async #write(chunk: Buffer): Promise<void> {
    if (this.out.destroyed) throw this.out.errored ?? new Error('la salida del respaldo se cerró');
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  async add(name: string, bytes: Buffer): Promise<void> {
    await this.#write(tarHeader(name, bytes.length, this.mtime));
    await this.#write(bytes);
    await this.#write(tarPadding(bytes.length));
  }

  /**
   * A file from disk, streamed, at the size it had when it was listed: a file that changes length meanwhile (an
   * upload still being written) fails the backup rather than leave an archive whose sizes lie.
   */
  async addFile(name: string, file: string, size: number): Promise<void> {
    await this.#write(tarHeader(name, size, this.mtime));
    let written = 0;
    if (size > 0) {
      for await (const chunk of createReadStream(file, { start: 0, end: size - 1 }) as AsyncIterable<Buffer>) {
        written += chunk.length;
        await this.#write(chunk);
      }
    }
    if (written !== size) throw new Error(`${file} cambió mientras se respaldaba; vuelve a intentarlo`);
    await this.#write(tarPadding(size));
  }

  async end(): Promise<void> {
    await this.#write(tarEnd());
    this.out.end();
  }
}
