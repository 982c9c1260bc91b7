import { sql, type Kysely } from 'kysely';
import { inlineProjectors } from '../../../services/features';
import { snapshotTable } from './membership-commands';

/** Every table an inline projector owns. */
export const inlineTables = [...new Set(inlineProjectors().flatMap((p) => p.tables))];

export async function snapshotInlineTables(db: Kysely<any>): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of inlineTables) out[table] = await snapshotTable(db, table);
  return out;
}

const copyName = (table: string) => `snap_${table}`.slice(0, 63);

/** Keeps a server-side copy of every inline table, to diff with EXCEPT ALL after a rebuild. */
export async function copyInlineTables(db: Kysely<any>): Promise<void> {
  for (const table of inlineTables) {
    await sql`DROP TABLE IF EXISTS ${sql.table(copyName(table))}`.execute(db);
    await sql`CREATE TABLE ${sql.table(copyName(table))} AS TABLE ${sql.table(table)}`.execute(db);
  }
}

/** Rows in the copy and not in the table, and the other way round, per table (jsonb compares any column type). */
export async function diffWithCopies(db: Kysely<any>): Promise<Record<string, { missing: number; extra: number }>> {
  const out: Record<string, { missing: number; extra: number }> = {};
  for (const table of inlineTables) {
    const live = sql.table(table);
    const copy = sql.table(copyName(table));
    const { rows } = await sql<{ missing: number; extra: number }>`
      SELECT (SELECT count(*)::int FROM (SELECT to_jsonb(c) FROM ${copy} c EXCEPT ALL SELECT to_jsonb(t) FROM ${live} t) d) AS missing,
             (SELECT count(*)::int FROM (SELECT to_jsonb(t) FROM ${live} t EXCEPT ALL SELECT to_jsonb(c) FROM ${copy} c) d) AS extra`.execute(db);
    out[table] = rows[0]!;
  }
  return out;
}
