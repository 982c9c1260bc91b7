import { sql, type Kysely } from 'kysely';

// Session advisory lock key held for a whole rebuild: two rebuilds would share one shadow schema.
const REBUILD_LOCK = 7_203_114_925_510_301;

export class RebuildRunningError extends Error {
  constructor() {
    super('Ya hay una reconstrucción de proyecciones en curso en esta base de datos.');
    this.name = 'RebuildRunningError';
  }
}

/**
 * Runs `work` while holding a session advisory lock on a connection of its own, so a second rebuild fails
 * fast instead of dropping the first one's shadow tables. PGlite is one session in one process: nothing to
 * exclude there, and pinning its only connection would stop the commands the rebuild must let through.
 */
export async function onlyOneRebuild<T>(db: Kysely<any>, work: () => Promise<T>): Promise<T> {
  const { rows } = await sql<{ version: string }>`SELECT version() AS version`.execute(db);
  if (rows[0]!.version.includes('PGlite')) return work();
  return db.connection().execute(async (session) => {
    const got = await sql<{ ok: boolean }>`SELECT pg_try_advisory_lock(${REBUILD_LOCK}::bigint) AS ok`.execute(session);
    if (!got.rows[0]!.ok) throw new RebuildRunningError();
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${REBUILD_LOCK}::bigint)`.execute(session);
    }
  });
}
