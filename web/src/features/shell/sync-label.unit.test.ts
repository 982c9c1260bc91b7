import { describe, expect, it } from 'vitest';
import type { QueuedCommand } from '../../lib/offline/command-queue';
import { SHOW_SYNCED_FOR_MS, syncedLabelEndsIn, syncLabel } from './sync-label';

const status = (over: Partial<Parameters<typeof syncLabel>[0]> = {}) => ({ online: true, pending: 0, failed: [], lastSyncedAt: null, ...over });
const failedSet = { label: 'Serie 2 · Sentadilla' } as QueuedCommand;

describe('the shell\'s sync indicator text', () => {
  it('says nothing when nothing was ever queued and the phone is online', () => {
    expect(syncLabel(status(), 0)).toBeNull();
  });

  it('counts what is waiting to be sent', () => {
    expect(syncLabel(status({ pending: 3, online: false }), 0)).toEqual({ tone: 'pending', text: 'Pendiente de sincronizar (3)' });
  });

  it('says the phone is offline when nothing is waiting', () => {
    expect(syncLabel(status({ online: false }), 0)).toEqual({ tone: 'offline', text: 'Sin conexión' });
  });

  it('puts a refused command first', () => {
    expect(syncLabel(status({ pending: 2, failed: [failedSet] }), 0)).toEqual({ tone: 'failed', text: 'No se pudo sincronizar (1)' });
  });

  it('confirms a sync briefly, then says nothing while all is well', () => {
    const at = 1_000_000;
    expect(syncLabel(status({ lastSyncedAt: at }), at + 2_000)).toEqual({ tone: 'synced', text: 'Sincronizado hace un momento' });
    expect(syncLabel(status({ lastSyncedAt: at }), at + SHOW_SYNCED_FOR_MS - 1)?.tone).toBe('synced');
    expect(syncLabel(status({ lastSyncedAt: at }), at + SHOW_SYNCED_FOR_MS)).toBeNull();
    // Not for minutes, let alone an hour.
    expect(SHOW_SYNCED_FOR_MS).toBeLessThanOrEqual(30_000);
    expect(syncLabel(status({ lastSyncedAt: at }), at + 65_000)).toBeNull();
  });

  it('still says offline or pending long after the last sync: that is when it matters', () => {
    const at = 1_000_000;
    expect(syncLabel(status({ lastSyncedAt: at, online: false }), at + 2 * 3_600_000)?.text).toBe('Sin conexión');
    expect(syncLabel(status({ lastSyncedAt: at, pending: 1 }), at + 2 * 3_600_000)?.text).toBe('Pendiente de sincronizar (1)');
  });

  it('tells the shell when the confirmation is due to go', () => {
    const at = 1_000_000;
    expect(syncedLabelEndsIn(status({ lastSyncedAt: at }), at + 5_000)).toBe(SHOW_SYNCED_FOR_MS - 5_000);
    expect(syncedLabelEndsIn(status({ lastSyncedAt: at }), at + SHOW_SYNCED_FOR_MS)).toBeNull();
    expect(syncedLabelEndsIn(status({ lastSyncedAt: at, online: false }), at + 1_000)).toBeNull();
    expect(syncedLabelEndsIn(status(), at)).toBeNull();
  });
});
