import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { defineEvents } from '../events/catalog/registry';
import { appendToStreams } from '../events/store/append';
import { openDatabase, type DatabaseHandle } from '../services/platform/database/database';
import { migrateToLatest } from '../services/platform/database/migrate';
import { appendThroughVariant, createAppendVariants } from './support/append-variants';
import { printComparison, runWorkers, type RunResult } from './support/workers';

// Appends side by side on real PostgreSQL (EVENT-STORE.md §9): raw INSERT (A1), Emmett 0.42 (A2), ours.
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONCURRENCY = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const MAX_OPS = 200_000; // a bound in case the box is far faster than expected
const bounds = { concurrency: CONCURRENCY, seconds: SECONDS, maxOps: MAX_OPS };

defineEvents({ BenchThingNoted: Type.Object({ n: Type.Number(), note: Type.String() }) });
const event = (n: number) => ({ type: 'BenchThingNoted', data: { n, note: 'una clase de funcional' } });

async function main(): Promise<void> {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: CONCURRENCY });
  const raw = new pg.Pool({ connectionString: url.toString(), max: CONCURRENCY });
  const emmettPool = new pg.Pool({ connectionString: url.toString(), max: CONCURRENCY });
  try {
    await migrateToLatest(database.db);
    await raw.query('CREATE TABLE bench_raw (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, stream_id text NOT NULL, data jsonb NOT NULL)');
    await createAppendVariants(database.db);
    const emmett = getPostgreSQLEventStore(url.toString(), { connectionOptions: { pool: emmettPool } });
    await emmett.schema.migrate();
    console.log(`event store bench on PostgreSQL ${(await raw.query('SHOW server_version')).rows[0].server_version}, ${CONCURRENCY} workers × ${SECONDS} s each`);

    const a1 = await runWorkers('A1 raw pg single-row INSERT', bounds, async (_w, i) => {
      await raw.query('INSERT INTO bench_raw (stream_id, data) VALUES ($1, $2)', [`raw-${i}`, JSON.stringify(event(i).data)]);
    });
    const a2 = await runWorkers('A2 Emmett 0.42 appendToStream, new streams', bounds, async (_w, i) => {
      await emmett.appendToStream(`emmett-${i}`, [event(i)]);
    });
    const oursNew = await runWorkers('ours appendToStreams, new streams', bounds, async (_w, i) => {
      await appendToStreams(database.db, [{ streamId: `new-${i}`, streamType: 'bench', expectedVersion: 0, events: [event(i)] }]);
    });
    const oursExisting = await appendToOwnStreams(database);
    const oursTx = await runWorkers('ours in a command-style transaction, new', bounds, async (_w, i) => {
      await database.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL lock_timeout = '2s'`.execute(trx);
        await appendToStreams(trx, [{ streamId: `tx-${i}`, streamType: 'bench', expectedVersion: 0, events: [event(i)] }]);
      });
    });
    const noNotify = await runWorkers('diag: es_append without NOTIFY, new', bounds, async (_w, i) => {
      await appendThroughVariant(database.db, 'bench_append_no_notify', `nn-${i}`, event(i));
    });
    const noLock = await runWorkers('diag: without NOTIFY nor append lock (unsafe)', bounds, async (_w, i) => {
      await appendThroughVariant(database.db, 'bench_append_no_lock', `nl-${i}`, event(i));
    });
    const rows: RunResult[] = [a1, a2, oursNew, oursExisting, oursTx, noNotify, noLock];
    printComparison(rows, { a1, emmett: a2 });
    console.log('\nThe append lock is held through each commit\'s WAL flush, so commits of appends do not group:');
    console.log('ours is bounded by commit latency; the diag rows show what NOTIFY and the lock cost here.');
    await emmett.close();
  } finally {
    await raw.end();
    await emmettPool.end().catch(() => undefined);
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Each worker owns one stream and appends at the version it last wrote: no conflicts, checked versions. */
async function appendToOwnStreams(database: DatabaseHandle): Promise<RunResult> {
  const versions = Array.from({ length: CONCURRENCY }, () => 0);
  return runWorkers('ours appendToStreams, existing, expected version', bounds, async (w, i) => {
    await appendToStreams(database.db, [{ streamId: `own-${w}`, streamType: 'bench', expectedVersion: versions[w]!, events: [event(i)] }]);
    versions[w]! += 1;
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
