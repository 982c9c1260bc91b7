import { sql, type Kysely } from 'kysely';

/**
 * Shadow tables live in a schema of their own under the live tables' names, so projectors (which use
 * unqualified names) write to them with `SET LOCAL search_path TO pulso_rebuild, <live schema>`, and the swap
 * is a DROP plus `SET SCHEMA` that keeps every index and constraint name.
 */
export const REBUILD_SCHEMA = 'pulso_rebuild';
/** Where the swap moves the replaced live tables; dropped right after it (a DROP at its COMMIT costs ~10 ms a table). */
const RETIRED_SCHEMA = 'pulso_retired';

const shadow = (table: string) => sql.table(`${REBUILD_SCHEMA}.${table}`);
const live = (schema: string, table: string) => sql.table(`${schema}.${table}`);

/** The schema the app's tables live in (the first one on the default search_path). */
export async function liveSchemaOf(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]!.schema;
}

/**
 * The shadow tables of an unfinished rebuild, and the replaced tables of a finished one. Those are dropped
 * without CASCADE: a view or foreign key elsewhere that still points at one makes this fail loudly instead of
 * being dropped with it.
 *
 * One table per statement: right after a swap, a command running a prepared statement (db/database.ts
 * PREPARED) first locks the tables its cached plan names, the replaced ones, then plans again on the new ones.
 * One DROP of several tables could hold one of them while waiting for another such a command holds: a
 * deadlock. Dropping one at a time (outside a transaction) only ever waits for those commands to finish.
 */
export async function dropShadowSchema(db: Kysely<any>): Promise<void> {
  await sql`DROP SCHEMA IF EXISTS ${sql.id(REBUILD_SCHEMA)} CASCADE`.execute(db);
  const { rows } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = ${RETIRED_SCHEMA}`.execute(db);
  for (const r of rows) await sql`DROP TABLE ${sql.table(`${RETIRED_SCHEMA}.${r.name}`)}`.execute(db);
  await sql`DROP SCHEMA IF EXISTS ${sql.id(RETIRED_SCHEMA)}`.execute(db);
}

/**
 * Empty copies of the live tables: columns, defaults, CHECKs, storage options and the primary/unique keys
 * (upserts need them). Other indexes are added by `addDeferredIndexes` after the bulk load, which is cheaper
 * than maintaining them row by row, except for tables whose projector reads through them event by event.
 */
export async function createShadowTables(db: Kysely<any>, schema: string, tables: readonly string[], eager: ReadonlySet<string>): Promise<void> {
  // One transaction: one commit to wait for instead of one per DDL statement.
  await db.transaction().execute(async (trx) => {
    await dropShadowSchema(trx);
    await sql`CREATE SCHEMA ${sql.id(REBUILD_SCHEMA)}`.execute(trx);
    await sql`CREATE SCHEMA ${sql.id(RETIRED_SCHEMA)}`.execute(trx);
    for (const table of tables) {
      await createShadowTable(trx, schema, table);
      if (eager.has(table)) await addIndexes(trx, schema, table);
    }
  });
}

async function createShadowTable(trx: Kysely<any>, schema: string, table: string): Promise<void> {
  const relation = `${schema}.${table}`;
  const { rows: options } = await sql<{ options: string[] | null }>`SELECT reloptions AS options FROM pg_class WHERE oid = ${relation}::regclass`.execute(trx);
  const withOptions = options[0]?.options?.length ? sql` WITH (${sql.raw(options[0].options.join(', '))})` : sql``;
  await sql`
    CREATE TABLE ${shadow(table)} (LIKE ${live(schema, table)} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED INCLUDING STORAGE)${withOptions}`.execute(trx);
  const { rows: keys } = await sql<{ name: string; def: string }>`
    SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
    WHERE conrelid = ${relation}::regclass AND contype IN ('p', 'u', 'x') ORDER BY conname`.execute(trx);
  for (const key of keys) await sql`ALTER TABLE ${shadow(table)} ADD CONSTRAINT ${sql.id(key.name)} ${sql.raw(key.def)}`.execute(trx);
}

/** The live tables' other indexes, under the same names, on the shadow tables. */
export async function addDeferredIndexes(db: Kysely<any>, schema: string, tables: readonly string[], eager: ReadonlySet<string>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of tables) if (!eager.has(table)) await addIndexes(trx, schema, table);
    // Fresh tables have no statistics: without them the first queries after the swap may plan badly.
    for (const table of tables) await sql`ANALYZE ${shadow(table)}`.execute(trx);
  });
}

async function addIndexes(db: Kysely<any>, schema: string, table: string): Promise<void> {
  const { rows } = await sql<{ def: string }>`
    SELECT pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
    WHERE i.indrelid = ${`${schema}.${table}`}::regclass
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.conrelid = i.indrelid)
    ORDER BY i.indexrelid`.execute(db);
  const target = `${REBUILD_SCHEMA}.${table}`;
  for (const { def } of rows) {
    // "CREATE [UNIQUE] INDEX name ON [ONLY] schema.table USING ..." → the same index on the shadow table.
    await sql.raw(def.replace(/ ON (ONLY )?\S+ USING /, ` ON $1${target} USING `)).execute(db);
  }
}

/**
 * Inside the swap transaction, with the live tables locked: move each live table out of the way (dropped after
 * COMMIT by `dropShadowSchema`) and its shadow in. Statements waiting on a moved table look its name up again
 * when they get the lock, and find the new one.
 */
export async function swapIn(trx: Kysely<any>, schema: string, tables: readonly string[]): Promise<void> {
  // One round trip (a multi-statement simple query, no parameters): the commands are waiting meanwhile.
  const q = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const statements = [
    ...tables.map((t) => `ALTER TABLE ${q(schema)}.${q(t)} SET SCHEMA ${q(RETIRED_SCHEMA)}`),
    ...tables.map((t) => `ALTER TABLE ${q(REBUILD_SCHEMA)}.${q(t)} SET SCHEMA ${q(schema)}`),
    `DROP SCHEMA ${q(REBUILD_SCHEMA)}`,
  ];
  await sql.raw(statements.join(';\n')).execute(trx);
}

/** Points unqualified table names at the shadow tables for the rest of the transaction. */
export async function useShadowTables(trx: Kysely<any>, schema: string): Promise<void> {
  await sql`SET LOCAL search_path TO ${sql.id(REBUILD_SCHEMA)}, ${sql.id(schema)}`.execute(trx);
}

/**
 * Blocks writers and readers of the live tables until COMMIT. The LOCK statement as a whole gives up after
 * `timeoutMs` (55P03 or 57014) rather than keep commands queued behind it. Utility statements only: at
 * REPEATABLE READ the transaction's snapshot is then taken after every lock was granted.
 */
export async function lockLiveTables(trx: Kysely<any>, schema: string, tables: readonly string[], timeoutMs: number): Promise<void> {
  const ms = sql.raw(String(Math.max(1, Math.round(timeoutMs))));
  await sql`SET LOCAL lock_timeout = ${ms}; SET LOCAL statement_timeout = ${ms}`.execute(trx);
  await sql`LOCK TABLE ${sql.join(tables.map((t) => live(schema, t)))} IN ACCESS EXCLUSIVE MODE`.execute(trx);
  await sql`SET LOCAL statement_timeout TO DEFAULT`.execute(trx);
}
