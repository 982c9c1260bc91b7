import type { SyncStatus } from '../../lib/offline/offline-sync';

export type SyncLabel = { tone: 'failed' | 'pending' | 'offline' | 'synced'; text: string } | null;

// "Sincronizado hace …" stays in the shell for an hour after the last send, then the indicator goes away.
const SHOW_SYNCED_FOR_MS = 60 * 60_000;

/** "hace un momento", "hace 1 min", "hace 2 h". */
export function agoText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'hace un momento';
  if (minutes < 60) return `hace ${minutes} min`;
  return `hace ${Math.floor(minutes / 60)} h`;
}

/** What the shell says about the offline queue, most urgent first; null when there is nothing to say. */
export function syncLabel(status: SyncStatus, now: number): SyncLabel {
  if (status.failed.length > 0) return { tone: 'failed', text: `No se pudo sincronizar (${status.failed.length})` };
  if (status.pending > 0) return { tone: 'pending', text: `Pendiente de sincronizar (${status.pending})` };
  if (!status.online) return { tone: 'offline', text: 'Sin conexión' };
  if (status.lastSyncedAt !== null && now - status.lastSyncedAt < SHOW_SYNCED_FOR_MS) {
    return { tone: 'synced', text: `Sincronizado ${agoText(Math.max(0, now - status.lastSyncedAt))}` };
  }
  return null;
}
