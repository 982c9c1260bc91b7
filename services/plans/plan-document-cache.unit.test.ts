import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { planDocumentCache } from './plan-document-cache';

describe('plan document cache', () => {
  it('serves a document only at the version it holds, compressed once per encoding', async () => {
    const cache = planDocumentCache();
    const doc = cache.put(7, 3, '{"id":7}');
    expect(cache.versionOf(7)).toBe(3);
    expect(cache.get(7, 3)).toBe(doc);
    expect(cache.get(7, 4)).toBeUndefined();
    const br = await doc.encoded('br');
    expect(brotliDecompressSync(br).toString()).toBe('{"id":7}');
    expect(await doc.encoded('br')).toBe(br);
    expect(gunzipSync(await doc.encoded('gzip')).toString()).toBe('{"id":7}');
  });

  it('a newer version replaces the older; an older read that lost a race does not', () => {
    const cache = planDocumentCache();
    cache.put(7, 3, 'a');
    cache.put(7, 5, 'b');
    expect(cache.put(7, 4, 'late').raw.toString()).toBe('late');
    expect(cache.versionOf(7)).toBe(5);
    expect(cache.get(7, 5)!.raw.toString()).toBe('b');
  });

  it('drops the least recently used plans past its byte budget', () => {
    const cache = planDocumentCache(25);
    cache.put(1, 1, 'x'.repeat(10));
    cache.put(2, 1, 'y'.repeat(10));
    cache.get(1, 1); // plan 1 is now the most recently used
    cache.put(3, 1, 'z'.repeat(10));
    expect([cache.versionOf(1), cache.versionOf(2), cache.versionOf(3)]).toEqual([1, undefined, 1]);
  });
});
