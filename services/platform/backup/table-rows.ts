import { sql, type Kysely } from 'kysely';
import type { SequenceValue, TableShape } from './manifest';

/** Kysely's bookkeeping: a restore writes its own by migrating, and the manifest names what was applied. */
const BOOKKEEPING = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * Rows travel as their columns' text forms, PostgreSQL's own output and input (what COPY uses), never as JS
 * values: microseconds, numerics of any size, bytea, arrays and a jsonb `null` (which to_jsonb would turn into
 * SQL NULL) come back exactly. These settings fix the forms for both ends of the trip.
 */
export async function useCanonicalText(trx: Kysely<any>): Promise<void> {
  await sql`SELECT set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, YMD', true),
    set_config('IntervalStyle', 'postgres', true), set_config('extra_float_digits', '3', true), set_config('bytea_output', 'hex', true)`.execute(trx);
}

/** Every table of the public schema with its stored columns, by name (generated columns are computed again, so left out). */
export async function tableShapes(db: Kysely<any>): Promise<TableShape[]> {
  const { rows } = await sql<{ table: string; column: string; type: string }>`
    SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    WHERE n.nspname = 'public' AND c.relkind = 'r'
    ORDER BY c.relname, a.attnum`.execute(db);
  const tables = new Map<string, TableShape>();
  for (const row of rows) {
    if (BOOKKEEPING.has(row.table)) continue;
    const table = tables.get(row.table) ?? { name: row.table, columns: [] };
    table.columns.push({ name: row.column, type: row.type });
    tables.set(row.table, table);
  }
  return [...tables.values()];
}

/**
 * Sequences are not transactional: read after the snapshot was taken, each is at least as far as any id the
 * snapshot's rows hold (ids drawn later are gaps, which ids may have anyway).
 */
export async function sequenceValues(db: Kysely<any>): Promise<SequenceValue[]> {
  const { rows: names } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`.execute(db);
  const values: SequenceValue[] = [];
  for (const { name } of names) {
    const { rows } = await sql<{ last_value: string; is_called: boolean }>`SELECT last_value::text, is_called FROM ${sql.id('public', name)}`.execute(db);
    values.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
  }
  return values;
}

export async function setSequences(db: Kysely<any>, sequences: readonly SequenceValue[]): Promise<void> {
  for (const s of sequences) {
    await sql`SELECT setval(format('%I.%I', 'public', ${s.name}::text)::regclass, ${s.lastValue}::bigint, ${s.isCalled})`.execute(db);
  }
}

const ROWS_PER_FETCH = 1000;

/** A table's rows as JSON text lines, through a cursor in the caller's transaction (constant memory, any size). */
export async function* tableRows(trx: Kysely<any>, table: TableShape): AsyncGenerator<string[]> {
  const values = table.columns.map((c) => sql`${sql.id(c.name)}::text`);
  await sql`DECLARE pulso_backup_rows NO SCROLL CURSOR FOR
    SELECT to_json(ARRAY[${sql.join(values)}]::text[])::text AS r FROM ${sql.id('public', table.name)}`.execute(trx);
  for (;;) {
    const { rows } = await sql<{ r: string }>`FETCH ${sql.raw(String(ROWS_PER_FETCH))} FROM pulso_backup_rows`.execute(trx);
    if (rows.length === 0) break;
    yield rows.map((row) => row.r);
  }
  await sql`CLOSE pulso_backup_rows`.execute(trx);
}

/**
 * Inserts rows written by tableRows into the same table here. Column names and types come from this database's
 * catalog (the restore checked they equal the backup's), never from the file, so a file cannot inject SQL.
 */
export async function insertRows(trx: Kysely<any>, table: TableShape, lines: readonly string[]): Promise<void> {
  if (lines.length === 0) return;
  const columns = table.columns.map((c) => sql.id(c.name));
  const casts = table.columns.map((c, i) => sql`(r ->> ${sql.lit(i)})::${sql.raw(c.type)}`);
  await sql`INSERT INTO ${sql.id('public', table.name)} (${sql.join(columns)})
    SELECT ${sql.join(casts)} FROM jsonb_array_elements(${`[${lines.join(',')}]`}::jsonb) AS r`.execute(trx);
}
