/**
 * The backup's container: a plain ustar archive (gzip-compressed around it), so `tar tzf` lists a backup and
 * `tar xzf` opens one by hand if ever needed. Only what a backup holds: regular files, names up to 255 bytes
 * (ustar's prefix field), sizes past 8 GiB in GNU's base-256 form. Written and read as streams.
 */
const BLOCK = 512;
const OCTAL_SIZE_LIMIT = 8 ** 11; // 11 octal digits fit ustar's 12-byte size field

export const tarPadding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
/** Two zero blocks close an archive. */
export const tarEnd = (): Buffer => Buffer.alloc(BLOCK * 2);

function writeOctal(header: Buffer, offset: number, length: number, value: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'latin1');
}

function splitName(name: string): [prefix: string, base: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return [prefix, base];
  }
  throw new Error(`nombre demasiado largo para el respaldo: ${name}`);
}

/** The 512-byte header of a regular file. */
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  const [prefix, base] = splitName(name);
  header.write(base, 0, 100, 'utf8');
  writeOctal(header, 100, 8, 0o644);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  if (size < OCTAL_SIZE_LIMIT) writeOctal(header, 124, 12, size);
  else {
    header[124] = 0x80;
    header.writeBigUInt64BE(BigInt(size), 128);
  }
  writeOctal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.fill(0x20, 148, 156); // the checksum counts its own field as spaces
  header[156] = 0x30; // '0': regular file
  header.write('ustar\u000000', 257, 8, 'latin1');
  header.write(prefix, 345, 155, 'utf8');
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
  return header;
}

/** Not a tar archive, or a damaged one. */
export class TarFormatError extends Error {}

const text = (header: Buffer, offset: number, length: number) => {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};

function parseHeader(header: Buffer): { name: string; size: number } {
  const stored = parseInt(text(header, 148, 8).trim(), 8);
  const copy = Buffer.from(header);
  copy.fill(0x20, 148, 156);
  if (text(header, 257, 6) !== 'ustar' || copy.reduce((total, byte) => total + byte, 0) !== stored) throw new TarFormatError('no es un archivo tar');
  const type = String.fromCharCode(header[156]!);
  if (type !== '0' && type !== '\0') throw new TarFormatError(`entrada de tipo inesperado (${type})`);
  const size = header[124]! & 0x80 ? Number(header.readBigUInt64BE(128)) : parseInt(text(header, 124, 12).trim() || '0', 8);
  const prefix = text(header, 345, 155);
  const base = text(header, 0, 100);
  return { name: prefix ? `${prefix}/${base}` : base, size };
}

/** Pulls exact byte counts out of a stream of chunks. */
class ByteReader {
  #chunks: Buffer[] = [];
  #length = 0;
  #ended = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  async #fill(n: number): Promise<void> {
    while (this.#length < n && !this.#ended) {
      const next = await this.source.next();
      if (next.done) this.#ended = true;
      else if (next.value.length > 0) {
        this.#chunks.push(next.value);
        this.#length += next.value.length;
      }
    }
  }

  /** Exactly n bytes, or fewer only where the stream ends. */
  async read(n: number): Promise<Buffer> {
    await this.#fill(n);
    const all = this.#chunks.length === 1 ? this.#chunks[0]! : Buffer.concat(this.#chunks);
    const rest = all.subarray(n);
    this.#chunks = rest.length > 0 ? [rest] : [];
    this.#length = rest.length;
    return all.subarray(0, n);
  }

  /** The next piece of at most `max` bytes, without gathering: file bodies pass through at the stream's pace. */
  async piece(max: number): Promise<Buffer> {
    await this.#fill(1);
    const first = this.#chunks.shift();
    if (!first) return Buffer.alloc(0);
    const piece = first.subarray(0, max);
    if (first.length > max) this.#chunks.unshift(first.subarray(max));
    this.#length -= piece.length;
    return piece;
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; what is not read is skipped before the next entry. */
  body: AsyncIterable<Buffer>;
}

const truncated = () => new TarFormatError('el archivo termina antes de tiempo');

/** The entries of an archive, in order; ends at the closing zero blocks (a stream that stops before them is damaged). */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.read(BLOCK);
    if (header.length < BLOCK) throw truncated();
    if (header.every((byte) => byte === 0)) return;
    const { name, size } = parseHeader(header);
    let remaining = size;
    const next = async () => {
      const piece = await reader.piece(remaining);
      if (piece.length === 0) throw truncated();
      remaining -= piece.length;
      return piece;
    };
    yield {
      name,
      size,
      body: (async function* () {
        while (remaining > 0) yield await next();
      })(),
    };
    while (remaining > 0) await next();
    const padding = tarPadding(size).length;
    if ((await reader.read(padding)).length < padding) throw truncated();
  }
}

export async function readAll(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}
