import { describe, expect, it } from 'vitest';
import { planEtag, preferredEncoding, versionsInIfNoneMatch } from './plan-etag';

describe('plan ETags and encodings', () => {
  it('reads this plan\'s versions out of an If-None-Match list, weak or strong, and ignores other tags', () => {
    expect(planEtag(7, 12)).toBe('W/"plan-7-12"');
    expect(versionsInIfNoneMatch('W/"plan-7-12"', 7)).toEqual([12]);
    expect(versionsInIfNoneMatch('"plan-7-3", W/"plan-8-12" ,W/"plan-7-12"', 7)).toEqual([3, 12]);
    expect(versionsInIfNoneMatch('*', 7)).toEqual([]);
    expect(versionsInIfNoneMatch('W/"plan-7-x"', 7)).toEqual([]);
    expect(versionsInIfNoneMatch(undefined, 7)).toEqual([]);
  });

  it('prefers brotli, then gzip, honouring q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
