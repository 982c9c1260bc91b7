import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearMemberDevice } from './clear-member-device';
import { readMemberItem, writeMemberItem } from './member-storage';
import { appOfflineSync } from './offline/app-offline-sync';
import { openCommandQueue } from './offline/command-queue';

afterEach(() => vi.unstubAllGlobals());

describe('clearMemberDevice (every way a session ends)', () => {
  it("removes the member's saved values and leaves the offline queue without an owner, keeping their queued commands", async () => {
    const sync = appOfflineSync();
    await sync.setUser('user_carla');
    const queue = await openCommandQueue();
    await queue.add({ path: '/api/entrenamientos/registrarSerie', body: { serieId: 1 }, idempotencyKey: 'k-1', userId: 'user_carla' }, 0);
    writeMemberItem('rest-timer', 'user_carla', { state: 'running', remainingMs: 59_000, totalSeconds: 60 });
    localStorage.setItem('device-language', 'es-AR');

    await clearMemberDevice();

    expect(readMemberItem('rest-timer', 'user_carla')).toBeNull();
    expect(localStorage.getItem('device-language')).toBe('es-AR');
    expect(await queue.owner()).toBeNull();
    expect(sync.getStatus().pending).toBe(0);
    // Carla's set stays hers, for her next sign-in here; nobody else sees or sends it.
    expect((await queue.all()).map((c) => c.userId)).toEqual(['user_carla']);
    expect(await sync.pending('/api/entrenamientos/registrarSerie')).toEqual([]);
    queue.close();
  });

  it("unsubscribes this browser from push: the member's notices must not reach whoever uses the phone next", async () => {
    const unsubscribe = vi.fn(async () => true);
    const pushManager = { getSubscription: async () => ({ unsubscribe }) };
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration: async () => ({ pushManager }) } });
    await clearMemberDevice();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
