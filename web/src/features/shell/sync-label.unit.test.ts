import { describe, expect, it } from 'vitest';
import type { QueuedCommand } from '../../lib/offline/command-queue';
import { syncLabel } from './sync-label';

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

  it('tells when it last synced, for an hour', () => {
    const at = 1_000_000;
    expect(syncLabel(status({ lastSyncedAt: at }), at + 20_000)?.text).toBe('Sincronizado hace un momento');
    expect(syncLabel(status({ lastSyncedAt: at }), at + 65_000)?.text).toBe('Sincronizado hace 1 min');
    expect(syncLabel(status({ lastSyncedAt: at }), at + 59 * 60_000)?.text).toBe('Sincronizado hace 59 min');
    expect(syncLabel(status({ lastSyncedAt: at }), at + 61 * 60_000)).toBeNull();
  });
});
