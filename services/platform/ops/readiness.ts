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
    database: 'ok' | 'unreachable';
    migrations: 'ok' | 'pending' | 'unknown';
    processors: 'ok' | 'lagging' | 'failed' | 'unknown';
  };
  /** Migrations the code has and the database has not run. */
  pendingMigrations?: string[];
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

/** Lag of every live processor behind the log head, in events (retired ones no longer count). */
export async function readProcessorLag(sql: SqlRunner, timeoutMs: number): Promise<{ head: number; processors: ProcessorLag[] }> {
  const { rows } = await withTimeout(
    sql.query<{ name: string; status: string; position: string; head: string | number }>(
      `SELECT c.name, c.status, c.position, (SELECT coalesce(max(global_position), 0) FROM es_events) AS head
         FROM projection_checkpoints c WHERE c.status <> 'retired' ORDER BY c.name`,
    ),
    timeoutMs,
  );
  const head = rows.length > 0 ? Number(rows[0]!.head) : 0;
  return { head, processors: rows.map((r) => ({ name: r.name, status: r.status, lag: Math.max(0, Number(r.head) - Number(r.position)) })) };
}

/**
 * Can this instance serve? The database answers, every migration this code knows has run, and every async
 * processor (reactors, async projections) is live and within `maxLag` events of the log head.
 */
export async function checkReadiness(sql: SqlRunner, opts: { maxLag: number; timeoutMs: number }): Promise<Readiness> {
  let applied: Set<string>;
  try {
    const { rows } = await withTimeout(sql.query<{ name: string }>('SELECT name FROM kysely_migration'), opts.timeoutMs);
    applied = new Set(rows.map((r) => r.name));
  } catch (error) {
    // No migrations table at all: reachable, but never migrated.
    if (isUndefinedTable(error)) return { ready: false, checks: { database: 'ok', migrations: 'pending', processors: 'unknown' }, pendingMigrations: Object.keys(migrations) };
    return { ready: false, checks: { database: 'unreachable', migrations: 'unknown', processors: 'unknown' } };
  }
  const pendingMigrations = Object.keys(migrations).filter((name) => !applied.has(name)).sort();
  if (pendingMigrations.length > 0) {
    return { ready: false, checks: { database: 'ok', migrations: 'pending', processors: 'unknown' }, pendingMigrations };
  }
  let lag: Awaited<ReturnType<typeof readProcessorLag>>;
  try {
    lag = await readProcessorLag(sql, opts.timeoutMs);
  } catch {
    return { ready: false, checks: { database: 'unreachable', migrations: 'ok', processors: 'unknown' } };
  }
  const failed = lag.processors.filter((p) => p.status === 'failed');
  const behind = lag.processors.filter((p) => p.status === 'failed' || p.lag > opts.maxLag);
  const processors = failed.length > 0 ? 'failed' : behind.length > 0 ? 'lagging' : 'ok';
  const checks = { database: 'ok', migrations: 'ok', processors } as const;
  return processors === 'ok' ? { ready: true, checks } : { ready: false, checks, behind };
}

const isUndefinedTable = (error: unknown) => (error as { code?: string } | undefined)?.code === '42P01';
