import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

// Commands written while the member may have no signal (logged sets), kept in IndexedDB until the server has them.
// Both the page and the service worker (Background Sync) open this store: no DOM here.

export type QueueError = { status: number; code: string; detail: string };

export type QueuedCommand = {
  /** IndexedDB key, given on add: the order commands are sent in. */
  seq: number;
  /** Same-origin API path, e.g. /api/entrenamientos/registrarSerie (always POST). */
  path: string;
  body: unknown;
  /** Sent unchanged on every attempt, so a replay after a lost answer is applied once. */
  idempotencyKey: string;
  /** Whose command it is: only sent while that member is the one signed in. */
  userId: string;
  /** What the screens call it ("Serie 2 · Sentadilla"), for the failed list. */
  label: string;
  queuedAt: number;
  attempts: number;
  /** Not before this time (ms since epoch): the retry backoff. */
  nextAttemptAt: number;
  state: 'pending' | 'failed';
  error: QueueError | null;
};

export type NewCommand = Pick<QueuedCommand, 'path' | 'body' | 'idempotencyKey' | 'userId'> & { label?: string };

type Meta = { key: 'lastSyncedAt'; value: number } | { key: 'owner'; value: string | null };

interface OfflineDb extends DBSchema {
  commands: { key: number; value: QueuedCommand; indexes: { byKey: string } };
  meta: { key: Meta['key']; value: Meta };
}

export const OFFLINE_DB = 'pulso-offline';

export type CommandQueue = {
  add(command: NewCommand, now: number): Promise<QueuedCommand>;
  /** Every command, oldest first (pending and failed). */
  all(): Promise<QueuedCommand[]>;
  update(command: QueuedCommand): Promise<void>;
  remove(seq: number): Promise<void>;
  /** Drops the failed ones the member has seen (they stay until then). */
  clearFailed(): Promise<void>;
  lastSyncedAt(): Promise<number | null>;
  setLastSyncedAt(at: number): Promise<void>;
  /** The signed-in member, written by the page for the service worker (null: nobody); a new one drops the sync time. */
  owner(): Promise<string | null>;
  setOwner(userId: string | null): Promise<void>;
  close(): void;
};

/** Opens (or creates) the queue. `name` is for tests; the app always uses OFFLINE_DB. */
export async function openCommandQueue(name = OFFLINE_DB): Promise<CommandQueue> {
  const db: IDBPDatabase<OfflineDb> = await openDB<OfflineDb>(name, 1, {
    upgrade(database) {
      const commands = database.createObjectStore('commands', { keyPath: 'seq', autoIncrement: true });
      commands.createIndex('byKey', 'idempotencyKey', { unique: true });
      database.createObjectStore('meta', { keyPath: 'key' });
    },
  });
  const meta = async <K extends Meta['key']>(key: K) => (await db.get('meta', key))?.value as Extract<Meta, { key: K }>['value'] | undefined;

  return {
    async add(command, now) {
      const tx = db.transaction('commands', 'readwrite');
      // The same key twice (a double tap, a retried screen action) is one command.
      const existing = await tx.store.index('byKey').get(command.idempotencyKey);
      if (existing) {
        await tx.done;
        return existing;
      }
      const fresh = { ...command, label: command.label ?? '', queuedAt: now, attempts: 0, nextAttemptAt: now, state: 'pending', error: null } as Omit<QueuedCommand, 'seq'>;
      const seq = (await tx.store.add(fresh as QueuedCommand)) as number;
      await tx.done;
      return { ...fresh, seq };
    },
    all: () => db.getAll('commands'),
    update: async (command) => {
      await db.put('commands', command);
    },
    remove: (seq) => db.delete('commands', seq),
    async clearFailed() {
      const tx = db.transaction('commands', 'readwrite');
      for (const command of await tx.store.getAll()) if (command.state === 'failed') await tx.store.delete(command.seq);
      await tx.done;
    },
    lastSyncedAt: async () => (await meta('lastSyncedAt')) ?? null,
    setLastSyncedAt: async (at) => {
      await db.put('meta', { key: 'lastSyncedAt', value: at });
    },
    owner: async () => (await meta('owner')) ?? null,
    async setOwner(userId) {
      const tx = db.transaction('meta', 'readwrite');
      // "Sincronizado hace …" was the last member's: whoever signs in next starts without it.
      if (((await tx.store.get('owner'))?.value ?? null) !== userId) await tx.store.delete('lastSyncedAt');
      await tx.store.put({ key: 'owner', value: userId });
      await tx.done;
    },
    close: () => db.close(),
  };
}
