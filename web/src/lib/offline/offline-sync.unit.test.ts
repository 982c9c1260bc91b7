import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openCommandQueue, type QueuedCommand } from './command-queue';
import { createOfflineSync } from './offline-sync';

let dbCount = 0;

/** The page's controller on a fresh queue, a switchable connection and a fake server. */
function setup(script: Array<'ok' | number> = []) {
  const events = new EventTarget();
  let online = true;
  const sent: string[] = [];
  const sync = createOfflineSync({
    openQueue: () => openCommandQueue(`sync-test-${++dbCount}`),
    send: async (command: QueuedCommand) => {
      if (!online) throw { status: 0, code: 'NETWORK_ERROR' };
      const answer = script.shift() ?? 'ok';
      sent.push(command.idempotencyKey);
      if (answer !== 'ok') throw { status: answer, code: `HTTP_${answer}` };
    },
    isOnline: () => online,
    now: () => 60_000,
    events: events as unknown as Window,
  });
  const goOnline = () => {
    online = true;
    events.dispatchEvent(new Event('online'));
  };
  const changed = () => new Promise<void>((resolve) => {
    const stop = sync.subscribe(() => {
      stop();
      resolve();
    });
  });
  return { sync, sent, goOffline: () => (online = false), goOnline, changed };
}

const logged = (n: number) => ({ path: '/api/entrenamientos/registrarSerie', body: { serieId: n }, idempotencyKey: `key-${n}`, label: `Serie ${n}` });

describe('offline sync (the page side of the queue)', () => {
  it('queues commands written offline, counts them as pending, and sends them in order when the connection returns', async () => {
    const { sync, sent, goOffline, goOnline, changed } = setup();
    const stop = sync.start();
    await sync.setUser('user_ana');
    goOffline();
    for (const n of [1, 2, 3]) await sync.enqueue(logged(n));
    expect(sync.getStatus()).toMatchObject({ pending: 3, online: false, lastSyncedAt: null });
    expect(sent).toEqual([]);

    const synced = changed();
    goOnline();
    await synced;
    expect(sent).toEqual(['key-1', 'key-2', 'key-3']);
    expect(sync.getStatus()).toMatchObject({ pending: 0, online: true, lastSyncedAt: 60_000, failed: [] });
    stop();
  });

  it('sends what was left from last time when the member opens the app (setUser on start)', async () => {
    const name = `sync-test-start-${++dbCount}`;
    const earlier = await openCommandQueue(name);
    await earlier.add({ ...logged(9), userId: 'user_ana' }, 0);
    earlier.close();
    const sent: string[] = [];
    const sync = createOfflineSync({ openQueue: () => openCommandQueue(name), send: async (c) => void sent.push(c.idempotencyKey), isOnline: () => true });
    await sync.setUser('user_ana');
    expect(sent).toEqual(['key-9']);
    expect(sync.getStatus().pending).toBe(0);
  });

  it('shows a command refused for good as failed until the member dismisses it', async () => {
    const { sync, goOffline, goOnline, changed } = setup([422]);
    sync.start();
    await sync.setUser('user_ana');
    goOffline();
    await sync.enqueue(logged(1));
    const synced = changed();
    goOnline();
    await synced;
    expect(sync.getStatus().pending).toBe(0);
    expect(sync.getStatus().failed.map((c) => [c.label, c.error?.status])).toEqual([['Serie 1', 422]]);
    await sync.dismissFailed();
    expect(sync.getStatus().failed).toEqual([]);
  });

  it("never sends a member's commands from a tab still showing them once another tab signed someone else in", async () => {
    const name = `sync-test-tabs-${++dbCount}`;
    const sent: string[] = [];
    const tab = () => createOfflineSync({ openQueue: () => openCommandQueue(name), send: async (c) => void sent.push(c.idempotencyKey), isOnline: () => false });
    const [anasTab, otherTab] = [tab(), tab()];
    await anasTab.setUser('user_ana');
    await anasTab.enqueue(logged(1));
    // In the other tab Ana signs out and Beto signs in: the browser's cookie is now Beto's.
    await otherTab.setUser(null);
    await otherTab.setUser('user_beto');
    await anasTab.flush({ ignoreBackoff: true });
    expect(sent).toEqual([]);
    // Ana's set waits for her, on this phone, and goes when she is back.
    await otherTab.setUser('user_ana');
    expect(sent).toEqual(['key-1']);
  });

  it('refuses to queue with nobody signed in (a command belongs to a member)', async () => {
    const { sync } = setup();
    await expect(sync.enqueue(logged(1))).rejects.toThrow(/nobody is signed in/);
  });
});
