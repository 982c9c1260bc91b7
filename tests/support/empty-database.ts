import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { usingPglite, withAppProjections } from './test-database';

export interface EmptyDatabase {
  handle: DatabaseHandle;
  /** Connection string of the new database (undefined on PGlite). */
  url: string | undefined;
  close(): Promise<void>;
}

/** One statement on the suite's PostgreSQL as its admin (CREATE or DROP DATABASE, which no transaction may hold). */
export async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database that no migration has touched, as an operator's new one is (createdb, or a new DATA_DIR):
 * `CREATE DATABASE` without the suite's migrated template, or an in-memory PGlite from initdb rather than the
 * migrated snapshot. For tests of what migrations and restores do from nothing. Commands run on it (once migrated)
 * with the app's inline projectors.
 */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  if (usingPglite()) {
    const handle = withAppProjections(await openDatabase({ dataDir: 'memory://' }));
    return { handle, url: undefined, close: () => handle.close() };
  }
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  const handle = withAppProjections(await openDatabase({ databaseUrl: url.toString(), dataDir: '' }));
  return {
    handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
