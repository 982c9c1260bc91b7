import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { screenWakeLock } from './wake-lock';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeWakeLock() {
  const locks: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(async () => {
    const lock = { released: false, release: vi.fn(async () => void (lock.released = true)) };
    locks.push(lock);
    return lock;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, locks };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('screen wake lock', () => {
  it('holds the lock while running, asks again when the page shows after the browser dropped it, and releases it on stop', async () => {
    const { request, locks } = fakeWakeLock();
    const actor = createActor(screenWakeLock).start();
    await flush();
    expect(request).toHaveBeenCalledWith('screen');
    locks[0]!.released = true; // the tab was hidden: the browser let it go
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(request).toHaveBeenCalledTimes(2);
    actor.stop();
    expect(locks[1]!.release).toHaveBeenCalled();
  });

  it('does nothing where the browser has no wake lock', () => {
    const actor = createActor(screenWakeLock).start();
    expect(() => actor.stop()).not.toThrow();
    expect('wakeLock' in navigator).toBe(false);
  });
});
