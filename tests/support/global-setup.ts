import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { postgresImage, startPostgresContainer, TESTCONTAINERS_CLUSTER_NAME } from './postgres-container';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** A database the suite migrated once; each test file's database is a copy of it (createTestDatabase). */
    pgTemplate: string;
    /** Which PostgreSQL the suite found, and the cluster_name a Testcontainers server was started with. */
    pgServer: { source: PostgresSource; clusterName: string | null };
  }
}

type PostgresSource = 'database-url' | 'testcontainers' | 'local';

const LOCAL_FALLBACK = 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function dockerReachable(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds a real PostgreSQL for the integration suite: DATABASE_URL first, then Testcontainers where a Docker engine
 * answers, then the machine's local server. TEST_POSTGRES=testcontainers insists on the container (CI), failing the
 * run instead of falling back. Each test file then creates its own database, as a copy of a template this setup
 * migrates once (copying is much cheaper than running every migration per file).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let stop = async () => undefined as void;
  let url = process.env.DATABASE_URL;
  let source: PostgresSource = 'database-url';
  const insist = process.env.TEST_POSTGRES === 'testcontainers';
  if (url && insist) throw new Error('TEST_POSTGRES=testcontainers and DATABASE_URL are both set: unset one of them.');
  if (url && !(await reachable(url))) throw new Error(`DATABASE_URL is set but PostgreSQL does not answer at it: ${url}`);
  if (!url && (insist || (await dockerReachable()))) {
    const started = await startPostgresContainer({ clusterName: TESTCONTAINERS_CLUSTER_NAME }).catch((error: unknown) => {
      throw new Error(
        `A Docker engine answers but PostgreSQL did not start in it through Testcontainers (image ${postgresImage()}): ` +
          'set TEST_POSTGRES_IMAGE to an image the engine has or can pull, or DATABASE_URL to a server to use instead.',
        { cause: error },
      );
    });
    ({ url, stop } = started);
    source = 'testcontainers';
  }
  if (!url && (await reachable(LOCAL_FALLBACK))) {
    url = LOCAL_FALLBACK;
    source = 'local';
  }
  if (!url) {
    throw new Error(
      'Integration tests need PostgreSQL: set DATABASE_URL, start Docker (Testcontainers), or run a local server on 127.0.0.1:5432.',
    );
  }
  project.provide('pgAdminUrl', url);
  project.provide('pgServer', { source, clusterName: source === 'testcontainers' ? TESTCONTAINERS_CLUSTER_NAME : null });
  const template = await createMigratedTemplate(url);
  project.provide('pgTemplate', template);
  return async () => {
    await sql(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => undefined);
    await stop();
  };
}

async function sql(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs every migration on a fresh database, then closes it to connections: `CREATE DATABASE ... TEMPLATE` needs a
 * template nobody is connected to. The name is unique per run, since several runs may share one server.
 */
async function createMigratedTemplate(adminUrl: string): Promise<string> {
  await dropStaleTemplates(adminUrl);
  const name = `pulso_template_${process.pid}_${Date.now().toString(36)}`;
  await sql(adminUrl, `CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: u.toString(), dataDir: '', poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  await sql(adminUrl, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  return name;
}

/** A run that was killed never dropped its template: any older than a day is such a leftover (no run lasts that long). */
async function dropStaleTemplates(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'pulso\\_template\\_%'`);
    const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
    for (const { datname } of rows) {
      const made = parseInt(datname.split('_').at(-1) ?? '', 36);
      if (Number.isFinite(made) && made < dayAgo) await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}
