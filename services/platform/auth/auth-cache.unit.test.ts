import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CACHE_TTL_MS, AuthCache } from './auth-cache';

describe('AuthCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves an entry until its TTL runs out on the monotonic clock, and never past the cache\'s own TTL', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const cache = new AuthCache<{ v: number }>();
    cache.set('short', { v: 1 }, 1_000);
    cache.set('long', { v: 2 }, 60_000);
    vi.advanceTimersByTime(999);
    expect(cache.get('short')).toEqual({ v: 1 });
    vi.advanceTimersByTime(1);
    expect(cache.get('short')).toBeUndefined();
    vi.advanceTimersByTime(AUTH_CACHE_TTL_MS - 1_000 - 1);
    expect(cache.get('long')).toEqual({ v: 2 });
    vi.advanceTimersByTime(1);
    expect(cache.get('long')).toBeUndefined();
  });

  it('ignores a wall clock that jumps (an expiry by the wall clock is the caller\'s to check)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new AuthCache<{ v: number }>();
    cache.set('k', { v: 1 });
    vi.setSystemTime(Date.now() + 3_600_000);
    expect(cache.get('k')).toEqual({ v: 1 });
  });

  it('drops expired entries at the front when it stores another, so unused tokens leave memory', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const cache = new AuthCache<{ v: number }>();
    cache.set('a', { v: 1 }, 1_000);
    cache.set('b', { v: 2 }, 1_000);
    cache.set('c', { v: 3 });
    vi.advanceTimersByTime(1_000);
    cache.set('d', { v: 4 });
    expect(cache.size).toBe(2);
    expect([cache.get('c'), cache.get('d')]).toEqual([{ v: 3 }, { v: 4 }]);
  });

  it('stores nothing for a TTL already over', () => {
    const cache = new AuthCache<{ v: number }>();
    cache.set('gone', { v: 1 }, 0);
    cache.set('negative', { v: 1 }, -5);
    expect(cache.get('gone')).toBeUndefined();
    expect(cache.get('negative')).toBeUndefined();
  });

  it('drops the oldest entry first when full, and a re-stored entry counts as new', () => {
    const cache = new AuthCache<{ v: number }>();
    for (let i = 0; i < 10_000; i++) cache.set(`k${i}`, { v: i });
    cache.set('k0', { v: 0 }); // stored again: now the newest
    cache.set('extra', { v: -1 });
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k0')).toEqual({ v: 0 });
    expect(cache.get('k2')).toEqual({ v: 2 });
    expect(cache.get('extra')).toEqual({ v: -1 });
  });

  it('does not store an answer looked up while something was forgotten', async () => {
    const cache = new AuthCache<{ role: string }>();
    let finish!: (value: { role: string }) => void;
    const loading = cache.load('u', () => new Promise((resolve) => (finish = resolve)));
    cache.forget('other');
    finish({ role: 'admin' });
    expect(await loading).toEqual({ role: 'admin' });
    expect(cache.get('u')).toBeUndefined();
    expect(await cache.load('u', async () => ({ role: 'member' }))).toEqual({ role: 'member' });
    expect(cache.get('u')).toEqual({ role: 'member' });
  });

  it('forgets every entry that matches', () => {
    const cache = new AuthCache<{ userId: string }>();
    cache.set('a', { userId: 'u1' });
    cache.set('b', { userId: 'u2' });
    cache.set('c', { userId: 'u1' });
    cache.forgetWhere((v) => v.userId === 'u1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, { userId: 'u2' }, undefined]);
  });
});
