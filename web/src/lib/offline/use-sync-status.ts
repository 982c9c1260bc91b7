import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { appOfflineSync } from './app-offline-sync';
import type { SyncStatus } from './offline-sync';

/** The queue's state for the shell's indicator (pending, failed, last sync, connection). */
export function useSyncStatus(): SyncStatus {
  const sync = appOfflineSync();
  return useSyncExternalStore(sync.subscribe, sync.getStatus);
}

/**
 * Starts the queue for the signed-in member: sends what was left from last time, then on every reconnection. Once
 * queued commands reach the server, every screen refetches (what showed as pending now comes from the server).
 */
export function useOfflineQueue(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sync = appOfflineSync();
    const stop = sync.start();
    let synced = sync.getStatus().lastSyncedAt;
    const unsubscribe = sync.subscribe(() => {
      const { lastSyncedAt } = sync.getStatus();
      if (lastSyncedAt === synced) return;
      synced = lastSyncedAt;
      void queryClient.invalidateQueries();
    });
    void sync.setUser(userId).catch(() => undefined);
    return () => {
      unsubscribe();
      stop();
    };
  }, [userId, queryClient]);
}
