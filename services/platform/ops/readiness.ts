import { migrations } from '../../../migrations';

/** The one thing readiness needs from the database: plain SQL (a pg.Pool, on PostgreSQL and on PGlite). */
export interface SqlRunner {
  query<Row>(text: string): Promise<{ rows: Row[] }>;
}

export interface ProcessorLag {
  name: string;
  status: string;
  /** Events in the log after this processor's checkpoint. */
  lag: number;
}

export interface Readiness {
  ready: boolean;
  checks: {
    database: 'ok' | 'unreachable' | 'unknown';
    migrations: 'ok' | 'pending' | 'unknown';
    sequencer: 'ok' | 'lagging' | 'unknown';
    processors: 'ok' | 'lagging' | 'failed' | 'unknown';
  };
  /** Migrations the code has and the database has not run. */
  pendingMigrations?: string[];
  /** Committed events waiting for a position, when that backlog is over the allowed lag. */
  unsequenced?: number;
  /** Processors behind by more than the allowed lag, or stopped on an error. */
  behind?: { name: string; status: string; lag: number }[];
}

class Timeout extends Error {}

/** A database that does not answer must not hold the probe (a pool wait or a connect can hang for minutes). */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

export interface LogLag {
  /** Global position of the last sequenced event. */
  head: number;
  /** Committed events still waiting for the sequencer to give them a position (counted up to a cap). */
  unsequenced: number;
  processors: ProcessorLag[];
}

// Counting a backlog past this tells nothing more and would scan it all.
const UNSEQUENCED_CAP = 100_000;

/** How far the sequencer and every live processor are behind the log (retired processors no longer count). */
export async function readLogLag(sql: SqlRunner, timeoutMs: number): Promise<LogLag> {
  const read = async () => {
    const log = await sql.query<{ head: string | number; unsequenced: string | number }>(
      `SELECT (SELECT coalesce(max(global_position), 0) FROM es_events) AS head,
              (SELECT count(*) FROM (SELECT 1 FROM es_events WHERE global_position IS NULL LIMIT ${UNSEQUENCED_CAP}) u) AS unsequenced`,
    );
    const checkpoints = await sql.query<{ name: string; status: string; position: string }>(
      `SELECT name, status, position FROM projection_checkpoints WHERE status <> 'retired' ORDER BY name`,
    );
    return { log: log.rows[0]!, checkpoints: checkpoints.rows };
  };
  const { log, checkpoints } = await withTimeout(read(), timeoutMs);
  const head = Number(log.head);
  return {
    head,
    unsequenced: Number(log.unsequenced),
    processors: checkpoints.map((r) => ({ name: r.name, status: r.status, lag: Math.max(0, head - Number(r.position)) })),
  };
}

/**
 * Can this instance serve? The database answers, every migration this code knows has run, the sequencer has
 * at most `maxLag` committed events waiting for a position, and every async processor (reactors, async
 * projections) is live and within `maxLag` events of the log head.
 */
export async function checkReadiness(sql: SqlRunner, opts: { maxLag: number; timeoutMs: number }): Promise<Readiness> {
  let applied: Set<string>;
  try {
    const { rows } = await withTimeout(sql.query<{ name: string }>('SELECT name FROM kysely_migration'), opts.timeoutMs);
    applied = new Set(rows.map((r) => r.name));
  } catch (error) {
    // No migrations table at all: reachable, but never migrated.
    if (isUndefinedTable(error)) return { ready: false, checks: { ...UNKNOWN, database: 'ok', migrations: 'pending' }, pendingMigrations: Object.keys(migrations) };
    return { ready: false, checks: { ...UNKNOWN, database: 'unreachable' } };
  }
  const pendingMigrations = Object.keys(migrations).filter((name) => !applied.has(name)).sort();
  if (pendingMigrations.length > 0) {
    return { ready: false, checks: { ...UNKNOWN, database: 'ok', migrations: 'pending' }, pendingMigrations };
  }
  let lag: LogLag;
  try {
    lag = await readLogLag(sql, opts.timeoutMs);
  } catch {
    return { ready: false, checks: { ...UNKNOWN, database: 'unreachable', migrations: 'ok' } };
  }
  const failed = lag.processors.filter((p) => p.status === 'failed');
  const behind = lag.processors.filter((p) => p.status === 'failed' || p.lag > opts.maxLag);
  const processors = failed.length > 0 ? 'failed' : behind.length > 0 ? 'lagging' : 'ok';
  const sequencer = lag.unsequenced > opts.maxLag ? 'lagging' : 'ok';
  const checks = { database: 'ok', migrations: 'ok', sequencer, processors } as const;
  if (sequencer === 'ok' && processors === 'ok') return { ready: true, checks };
  return { ready: false, checks, ...(sequencer === 'lagging' ? { unsequenced: lag.unsequenced } : {}), ...(behind.length > 0 ? { behind } : {}) };
}

const UNKNOWN = { database: 'unknown', migrations: 'unknown', sequencer: 'unknown', processors: 'unknown' } as const;

const isUndefinedTable = (error: unknown) => (error as { code?: string } | undefined)?.code === '42P01';
