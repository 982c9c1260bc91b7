import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Notify = (payload: string) => void;

/**
 * One handle over either a real PostgreSQL (DATABASE_URL) or embedded PGlite (DATA_DIR).
 * Everything above this file talks SQL through Kysely and never knows which one it got.
 */
export interface DatabaseHandle {
  kind: 'postgres' | 'pglite';
  db: Db;
  pool: pg.Pool;
  /** Subscribes to a NOTIFY channel; the returned function unsubscribes. Reconnects on its own. */
  listen(channel: string, onNotify: Notify): Promise<() => Promise<void>>;
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
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => undefined); // an idle client dropped by the server; the pool replaces it
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new PostgresListeners(connectionString);
  return {
    kind: 'postgres',
    db,
    pool,
    listen: (channel, fn) => listeners.add(channel, fn),
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

/** One LISTEN connection per process, shared by every channel, re-established after a drop. */
class PostgresListeners {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly handlers = new Map<string, Set<Notify>>();
  private closed = false;

  constructor(private readonly connectionString: string) {}

  async add(channel: string, fn: Notify): Promise<() => Promise<void>> {
    const first = !this.handlers.has(channel);
    const set = this.handlers.get(channel) ?? new Set();
    set.add(fn);
    this.handlers.set(channel, set);
    const client = await this.connection();
    if (first) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      set.delete(fn);
    };
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect();
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => {
      for (const fn of this.handlers.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.client = client;
    this.connecting = undefined;
    return client;
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    if (this.closed) return;
    // Subscribers also poll, so a lost notification only costs latency; reconnect in the background.
    setTimeout(() => void this.connection().catch(() => this.dropped(client)), 500).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
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
