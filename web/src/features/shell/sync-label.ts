import type { SyncStatus } from '../../lib/offline/offline-sync';

export type SyncLabel = { tone: 'failed' | 'pending' | 'offline' | 'synced'; text: string } | null;

// "Sincronizado" is news only just after queued changes reach the server: a short confirmation, then the shell says
// nothing until something waits, fails or the connection drops (a pill that stays reads as a problem).
export const SHOW_SYNCED_FOR_MS = 15_000;

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

/** How long the "Sincronizado" confirmation still shows (ms), so the shell can take it away on time; null: not showing. */
export function syncedLabelEndsIn(status: SyncStatus, now: number): number | null {
  if (syncLabel(status, now)?.tone !== 'synced' || status.lastSyncedAt === null) return null;
  return Math.max(0, status.lastSyncedAt + SHOW_SYNCED_FOR_MS - now);
}
