import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { carryInlineProjections } from '../../projections/runner/inline-projections';
import { featureInlineProjections } from '../../services/features';

/** The server the benches create their scratch databases on (never a database of its own is touched). */
export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `work` on a fresh database `<prefix>_<ms>` on `adminUrl`'s server and drops it afterwards, whatever
 * happened. `work` gets the database's URL and opens (and closes) its own connections to it.
 */
export async function withScratchDatabase<T>(prefix: string, work: (url: string) => Promise<T>, adminUrl = ADMIN_URL): Promise<T> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * withScratchDatabase with the app's database handle (a pool of `poolSize`, carrying the app's inline projectors)
 * open on it for the whole of `work`.
 */
export function withScratchAppDatabase<T>(prefix: string, poolSize: number, work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  return withScratchDatabase(prefix, async (url) => {
    const database = carryInlineProjections(await openDatabase({ databaseUrl: url, dataDir: '', poolSize }), featureInlineProjections());
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  });
}
