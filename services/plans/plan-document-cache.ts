import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type DocumentEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Quality 5 packs a plan's JSON ~30:1 in tens of milliseconds; 11 would take seconds on a 1 MB plan. It runs once
// per plan version (then every reader gets the same bytes) and off the event loop (zlib's thread pool).
const encoders: Record<DocumentEncoding, (raw: Buffer) => Promise<Buffer>> = {
  br: (raw) => brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  gzip: (raw) => gzip(raw, { level: 6 }),
};

export interface CachedDocument {
  version: number;
  raw: Buffer;
  /** The document in `encoding`, compressed once per version and shared by every reader. */
  encoded(encoding: DocumentEncoding): Promise<Buffer>;
}

interface Entry extends CachedDocument {
  bytes: number;
}

/**
 * The latest document of recently read plans, raw and compressed, per app instance. The database stays the
 * source of truth: a read always asks it for the current version (and for the document only when this cache
 * does not hold that version), so an entry is never served past a change. Least recently used entries go
 * first once `maxBytes` is reached.
 */
export function planDocumentCache(maxBytes = 32 * 1024 * 1024) {
  const entries = new Map<number, Entry>();
  let total = 0;

  const drop = (planId: number) => {
    const entry = entries.get(planId);
    if (!entry) return;
    total -= entry.bytes;
    entries.delete(planId);
  };

  const trim = () => {
    for (const planId of entries.keys()) {
      if (total <= maxBytes) return;
      drop(planId);
    }
  };

  const create = (planId: number, version: number, raw: Buffer): Entry => {
    const done = new Map<DocumentEncoding, Promise<Buffer>>();
    const entry: Entry = {
      version,
      raw,
      bytes: raw.length,
      encoded(encoding) {
        let pending = done.get(encoding);
        if (!pending) {
          pending = encoders[encoding](raw);
          done.set(encoding, pending);
          pending.then(
            (body) => {
              if (entries.get(planId) !== entry) return;
              entry.bytes += body.length;
              total += body.length;
              trim();
            },
            () => done.delete(encoding),
          );
        }
        return pending;
      },
    };
    return entry;
  };

  return {
    /** The version held for this plan, if any (a hint for the read query). */
    versionOf(planId: number): number | undefined {
      return entries.get(planId)?.version;
    },
    /** The cached document at exactly this version, marked as recently used. */
    get(planId: number, version: number): CachedDocument | undefined {
      const entry = entries.get(planId);
      if (!entry || entry.version !== version) return undefined;
      entries.delete(planId);
      entries.set(planId, entry);
      return entry;
    },
    put(planId: number, version: number, text: string): CachedDocument {
      const current = entries.get(planId);
      if (current && current.version > version) return create(planId, version, Buffer.from(text)); // an older read lost a race: serve it, keep the newer
      drop(planId);
      const entry = create(planId, version, Buffer.from(text));
      entries.set(planId, entry);
      total += entry.bytes;
      trim();
      return entry;
    },
  };
}

export type PlanDocumentCache = ReturnType<typeof planDocumentCache>;
