import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { carryInlineProjections } from '../../projections/runner/inline-projections';
import { featureInlineProjections } from '../../services/features';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Connection string of this test's own database (undefined on PGlite). */
  url: string | undefined;
  close(): Promise<void>;
}

export const usingPglite = () => process.env.TEST_DB === 'pglite';

/** A handle a test opened itself, given the app's inline projectors as services/app.ts gives them: commands run on it. */
export const withAppProjections = (handle: DatabaseHandle): DatabaseHandle => carryInlineProjections(handle, featureInlineProjections());

const withDatabase = (adminUrl: string, name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * A fresh, migrated database for one test file: `CREATE DATABASE t_<uuid>` on the real server, or an
 * in-memory PGlite when the suite runs in its embedded pass (TEST_DB=pglite). Both start from a copy of what
 * the global setup migrated once (a template database, a PGlite data dir snapshot); migrateToLatest then
 * finds nothing to do, and would run whatever the copy lacked. Its handle carries the app's inline projectors, as
 * services/app.ts gives them, so commands run on it without an app.
 */
export async function createTestDatabase(opts: { poolSize?: number } = {}): Promise<TestDatabase> {
  if (usingPglite()) {
    const snapshotFile = inject('pgliteSnapshot');
    const pgliteSnapshot = snapshotFile ? new Blob([await readFile(snapshotFile)]) : undefined;
    const handle = await openDatabase({ dataDir: 'memory://', pgliteSnapshot });
    await migrateToLatest(handle.db);
    withAppProjections(handle);
    return { handle, url: undefined, close: () => handle.close() };
  }
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  // A scratch database: commits need not wait for their WAL flush (nothing here must survive a server crash), which
  // the suite's thousands of small commands otherwise pay one by one. Visibility and locking are unchanged.
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: opts.poolSize ?? 10 });
  await migrateToLatest(handle.db);
  withAppProjections(handle);
  return {
    handle,
    url,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
