import { useEffect, useSyncExternalStore } from 'react';
import { appOfflineSync } from './app-offline-sync';
import type { SyncStatus } from './offline-sync';

/** The queue's state for the shell's indicator (pending, failed, last sync, connection). */
export function useSyncStatus(): SyncStatus {
  const sync = appOfflineSync();
  return useSyncExternalStore(sync.subscribe, sync.getStatus);
}

/** Starts the queue for the signed-in member: sends what was left from last time, then on every reconnection. */
export function useOfflineQueue(userId: string): void {
  useEffect(() => {
    const sync = appOfflineSync();
    const stop = sync.start();
    void sync.setUser(userId).catch(() => undefined);
    return stop;
  }, [userId]);
}
