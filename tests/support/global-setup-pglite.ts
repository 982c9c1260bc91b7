import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir (tar), dumped once; each test file's PGlite starts from it (createTestDatabase). */
    pgliteSnapshot: string;
  }
}

/**
 * The PGlite pass's counterpart of the PostgreSQL template: initdb plus every migration once per run, dumped to a
 * file, instead of once per test file (initdb alone is most of the cost of a fresh embedded database).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const lite = await PGlite.create('memory://');
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ ...createPgConfig(lite), max: 1 } as pg.PoolConfig) }) });
  let snapshot: Blob;
  try {
    await migrateToLatest(db);
    snapshot = await lite.dumpDataDir('none');
  } finally {
    await db.destroy();
    await lite.close();
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pulso-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}
