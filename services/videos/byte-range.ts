/** The bytes a `Range` header asks for, inclusive; 'unsatisfiable' for a 416; undefined for the whole file. */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;

/**
 * Parses a single `bytes=` range (RFC 9110 §14.1.2), the only kind video players send. Several ranges or a
 * malformed header are ignored (the whole file is sent), as the RFC allows.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
