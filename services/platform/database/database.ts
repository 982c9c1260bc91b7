import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Notify = (payload: string) => void;

/** Name of the LISTEN session in pg_stat_activity, so operators (and tests) can tell it apart. */
export const LISTENER_APPLICATION_NAME = 'pulso-listen';

/**
 * One handle over either a real PostgreSQL (DATABASE_URL) or embedded PGlite (DATA_DIR).
 * Everything above this file talks SQL through Kysely and never knows which one it got.
 */
export interface DatabaseHandle {
  kind: 'postgres' | 'pglite';
  db: Db;
  pool: pg.Pool;
  /**
   * Subscribes to a NOTIFY channel; the returned function unsubscribes. Reconnects on its own, then calls
   * `onResubscribed`: notifications sent while the connection was down are lost, so the subscriber catches up.
   */
  listen(channel: string, onNotify: Notify, onResubscribed?: () => void): Promise<() => Promise<void>>;
  /**
   * A connection of its own for session-level state (advisory-lock leadership).
   * PGlite has a single session, so it returns undefined: that process is the only leader.
   */
  dedicatedClient(): Promise<pg.Client | undefined>;
  close(): Promise<void>;
}

// int8 (positions, counts) arrive as strings by default; every value we keep fits in 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// Dates stay 'YYYY-MM-DD' strings: a class date has no time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10) : openPglite(opts.dataDir);
}

async function openPostgres(connectionString: string, max: number): Promise<DatabaseHandle> {
  // A command waits at most 2 s for a row lock (then retries or answers 503) instead of piling up; set per
  // connection so no command pays a round trip for it.
  const pool = new pg.Pool({ connectionString, max, options: '-c lock_timeout=2000' });
  pool.on('error', () => undefined); // an idle client dropped by the server; the pool replaces it
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new PostgresListeners(connectionString);
  return {
    kind: 'postgres',
    db,
    pool,
    listen: (channel, onNotify, onResubscribed) => listeners.add(channel, { onNotify, onResubscribed }),
    dedicatedClient: async () => {
      const client = new pg.Client({ connectionString });
      client.on('error', () => undefined);
      await client.connect();
      return client;
    },
    close: async () => {
      await listeners.close();
      await db.destroy();
    },
  };
}

interface Subscription {
  onNotify: Notify;
  onResubscribed?: () => void;
}

// Reconnect quickly after a blip, then back off so a database that is down is not hammered.
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/** One LISTEN connection per process, shared by every channel, re-established after a drop. */
class PostgresListeners {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly subscriptions = new Map<string, Set<Subscription>>();
  private retryMs = FIRST_RETRY_MS;
  private closed = false;

  constructor(private readonly connectionString: string) {}

  async add(channel: string, subscription: Subscription): Promise<() => Promise<void>> {
    const first = !this.subscriptions.has(channel);
    const set = this.subscriptions.get(channel) ?? new Set();
    set.add(subscription);
    this.subscriptions.set(channel, set);
    const client = await this.connection();
    if (first) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      set.delete(subscription);
    };
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    // keepAlive: a peer that vanished without closing (network cut) is otherwise never noticed.
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true, application_name: LISTENER_APPLICATION_NAME });
    client.on('notification', (msg) => {
      for (const s of this.subscriptions.get(msg.channel) ?? []) s.onNotify(msg.payload ?? '');
    });
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      for (const channel of this.subscriptions.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return client;
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.reconnectLater();
  }

  /** Keeps trying until the database answers again, then tells subscribers to catch up. */
  private reconnectLater(): void {
    if (this.closed) return;
    const retry = async () => {
      if (this.closed) return;
      try {
        await this.connection();
      } catch {
        this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
        return this.reconnectLater();
      }
      this.retryMs = FIRST_RETRY_MS;
      for (const set of this.subscriptions.values()) for (const s of set) s.onResubscribed?.();
    };
    setTimeout(() => void retry(), this.retryMs).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  // 'memory://' keeps the whole database in memory (tests); anything else is a folder on disk.
  const dir = dataDir.startsWith('memory://') ? dataDir : path.join(dataDir, 'pglite');
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const lite = await PGlite.create(dir);
  // PGlite is one session: a pool of one that never idles out, so LISTEN state stays on it.
  const pool = new pg.Pool({ ...createPgConfig(lite), max: 1, idleTimeoutMillis: 0 } as pg.PoolConfig);
  const handlers = new Map<string, Set<Notify>>();
  pool.on('connect', (client) => {
    client.on('notification', (msg) => {
      for (const fn of handlers.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'pglite',
    db,
    pool,
    // One in-process session that never drops, so there is never a gap to resubscribe after.
    listen: async (channel, fn) => {
      if (!handlers.has(channel)) {
        handlers.set(channel, new Set());
        await pool.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      handlers.get(channel)!.add(fn);
      return async () => {
        handlers.get(channel)?.delete(fn);
      };
    },
    dedicatedClient: async () => undefined,
    close: async () => {
      await db.destroy();
      await lite.close();
    },
  };
}
