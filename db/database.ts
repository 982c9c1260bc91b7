import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { PostgresListeners } from './postgres-listeners';
import { PipelinedPostgresDialect } from './pipelined-driver';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Notify = (payload: string) => void;
/** Where the database layer reports connections it lost and got back (operators read it; users never do). */
export type DatabaseLog = (message: string, error?: unknown) => void;

export { LISTENER_APPLICATION_NAME } from './postgres-listeners';

/**
 * Opening a statement's text with this comment makes it a named prepared statement on PostgreSQL: each
 * connection parses and plans it once (a generic plan after PostgreSQL's first five custom ones) and later runs
 * only bind and execute. For hot statements whose text depends only on their shape, never on values (values
 * go in parameters), e.g. the facts commands' two statements (services/platform/commands/locked-facts.ts):
 * planning their CTEs cost more than running them. On PGlite it is a plain comment.
 */
export const PREPARED = '/*prepared*/';

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

/**
 * `pgliteSnapshot` (PGlite only): a data dir dumped by `dumpDataDir` to start from instead of running initdb;
 * the test suite uses one it migrated once, since initdb is most of the cost of a fresh embedded database.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number; log?: DatabaseLog; pgliteSnapshot?: Blob }): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10, opts.log ?? (() => undefined)) : openPglite(opts.dataDir, opts.pgliteSnapshot);
}

async function openPostgres(connectionString: string, max: number, log: DatabaseLog): Promise<DatabaseHandle> {
  // A command waits at most 2 s for a row lock (then retries or answers 503) instead of piling up; set per
  // connection so no command pays a round trip for it. keepAlive notices a server that vanished without a word.
  // Pipeline mode: a client sends statements without waiting for the answer to the one before
  // (db/pipelined-driver.ts decides when; awaited one by one they behave as ever).
  const pool = new pg.Pool({ connectionString, max, keepAlive: true, options: '-c lock_timeout=2000', pipeline: true } as pg.PoolConfig);
  pool.on('error', () => undefined); // an idle client dropped by the server; the pool replaces it
  // A client checked out of the pool has no listener of the pool's: without one of its own, a session killed
  // while it was idle in a transaction (pg_terminate_backend, a restart) emits an 'error' nobody handles, and
  // that ends the process. The statement in flight (or the next one) fails with the same cause, the command
  // handler retries it, and the pool throws the dead client away when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    runMarkedAsPrepared(client);
  });
  const db = new Kysely<Database>({ dialect: new PipelinedPostgresDialect(pool) });
  const listeners = new PostgresListeners(connectionString, log);
  return {
    kind: 'postgres',
    db,
    pool,
    listen: (channel, onNotify, onResubscribed) => listeners.add(channel, { onNotify, onResubscribed }),
    dedicatedClient: async () => {
      const client = new pg.Client({ connectionString, keepAlive: true });
      client.on('error', () => undefined); // its owner listens too; this one only keeps a drop from ending the process
      await client.connect();
      return client;
    },
    close: async () => {
      await listeners.close();
      await db.destroy();
    },
  };
}

// Statement texts get names once, process-wide. Bounded, so a marked text that embeds values by mistake costs
// parse and plan again (as without the mark) instead of growing every backend's prepared statements forever.
const statementNames = new Map<string, string>();
const MAX_PREPARED = 200;

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_PREPARED) {
    name = `pulso_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/** Kysely calls `client.query(text, values)`: a text opening with PREPARED goes as `{ name, text, values }`. */
function runMarkedAsPrepared(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === 'string' && config.startsWith(PREPARED) && (values === undefined || Array.isArray(values))) {
      const name = statementName(config);
      if (name) return query({ name, text: config, values }, callback);
    }
    return query(config, values, callback);
  };
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  // 'memory://' keeps the whole database in memory (tests); anything else is a folder on disk.
  const dir = dataDir.startsWith('memory://') ? dataDir : path.join(dataDir, 'pglite');
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const lite = await PGlite.create(dir, snapshot ? { loadDataDir: snapshot } : {});
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
