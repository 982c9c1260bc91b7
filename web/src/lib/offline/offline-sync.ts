import { type CommandQueue, type NewCommand, type QueuedCommand } from './command-queue';
import { BACKGROUND_SYNC_TAG, flushQueue, QUEUE_CHANGED_MESSAGE, withQueueLock, type SendCommand } from './flush-queue';

export type SyncStatus = {
  online: boolean;
  /** The signed-in member's commands still to send. */
  pending: number;
  /** Refused for good by the server; kept until the member dismisses them. */
  failed: readonly QueuedCommand[];
  lastSyncedAt: number | null;
};

export type OfflineSync = {
  start(): () => void;
  /** Who is signed in (null: nobody). Their commands are sent; the service worker reads it too. */
  setUser(userId: string | null): Promise<void>;
  /** Stores the command (sent when possible, in order); resolves once it is safe in the queue. */
  enqueue(command: Omit<NewCommand, 'userId'>): Promise<void>;
  flush(options?: { ignoreBackoff?: boolean }): Promise<void>;
  /** The signed-in member still has commands waiting (a new one must queue behind them, never overtake). */
  hasPending(): Promise<boolean>;
  /** The signed-in member's commands to `path` still waiting, oldest first (screens show them as done, pending). */
  pending(path: string): Promise<QueuedCommand[]>;
  isOnline(): boolean;
  dismissFailed(): Promise<void>;
  subscribe(listener: () => void): () => void;
  getStatus(): SyncStatus;
};

export type OfflineSyncDeps = {
  openQueue: () => Promise<CommandQueue>;
  send: SendCommand;
  now?: () => number;
  isOnline?: () => boolean;
  /** Asks the service worker to send the queue when the connection returns, even with the app closed. */
  requestBackgroundSync?: () => void;
  /** Where 'online' / 'offline' and the worker's "queue changed" messages come from. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  serviceWorker?: Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'>;
};

export { BACKGROUND_SYNC_TAG, QUEUE_CHANGED_MESSAGE };

export function createOfflineSync(deps: OfflineSyncDeps): OfflineSync {
  const now = deps.now ?? Date.now;
  const isOnline = deps.isOnline ?? (() => navigator.onLine !== false);
  const listeners = new Set<() => void>();
  let queue: Promise<CommandQueue> | null = null;
  let user: string | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let status: SyncStatus = { online: isOnline(), pending: 0, failed: [], lastSyncedAt: null };

  const openQueue = () => (queue ??= deps.openQueue());
  const publish = (next: SyncStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };

  async function refresh() {
    const q = await openQueue();
    const mine = (await q.all()).filter((c) => c.userId === user);
    publish({
      online: isOnline(),
      pending: mine.filter((c) => c.state === 'pending').length,
      failed: mine.filter((c) => c.state === 'failed'),
      lastSyncedAt: await q.lastSyncedAt(),
    });
  }

  async function flush(options: { ignoreBackoff?: boolean } = {}) {
    clearTimeout(retryTimer);
    const q = await openQueue();
    const outcome = await withQueueLock(() => flushQueue(q, deps.send, { now, owner: user, ignoreBackoff: options.ignoreBackoff }));
    await refresh();
    if (outcome.waitingUntil !== null) {
      retryTimer = setTimeout(() => void flush(), Math.max(0, outcome.waitingUntil - now()));
      deps.requestBackgroundSync?.();
    }
  }

  const onOnline = () => void flush({ ignoreBackoff: true });
  const onOffline = () => void refresh();
  const onWorkerMessage = (event: Event) => {
    if ((event as MessageEvent).data?.type === QUEUE_CHANGED_MESSAGE) void refresh();
  };

  return {
    start() {
      deps.events?.addEventListener('online', onOnline);
      deps.events?.addEventListener('offline', onOffline);
      deps.serviceWorker?.addEventListener('message', onWorkerMessage);
      return () => {
        clearTimeout(retryTimer);
        deps.events?.removeEventListener('online', onOnline);
        deps.events?.removeEventListener('offline', onOffline);
        deps.serviceWorker?.removeEventListener('message', onWorkerMessage);
      };
    },
    async setUser(userId) {
      user = userId;
      await (await openQueue()).setOwner(userId);
      await refresh();
      // On app start (and sign-in): whatever was left from last time goes now.
      if (userId) await flush({ ignoreBackoff: true });
    },
    async enqueue(command) {
      if (!user) throw new Error('offline queue: nobody is signed in');
      await (await openQueue()).add({ ...command, userId: user }, now());
      await refresh();
      // A member's tap is a good moment to try again (at most once per tap), even inside the backoff.
      if (isOnline()) void flush({ ignoreBackoff: true });
      else deps.requestBackgroundSync?.();
    },
    flush,
    async hasPending() {
      const commands = await (await openQueue()).all();
      return commands.some((c) => c.userId === user && c.state === 'pending');
    },
    async pending(path) {
      const q = await openQueue();
      // Right after a reload a screen may ask before the shell said who is signed in: the last one written is.
      const owner = user ?? (await q.owner());
      if (!owner) return [];
      return (await q.all()).filter((c) => c.userId === owner && c.state === 'pending' && c.path === path);
    },
    isOnline,
    async dismissFailed() {
      await (await openQueue()).clearFailed();
      await refresh();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getStatus: () => status,
  };
}
