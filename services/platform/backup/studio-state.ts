import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';

export interface StudioContents {
  /** Tables in the database's public schema (0: a new database). */
  tables: number;
  /** The schema is Pulso's (Kysely's migration table is there). */
  pulso: boolean;
  events: number;
  /** Files under DATA_DIR/uploads. */
  uploads: number;
}

export const isEmptyStudio = (c: StudioContents) => c.events === 0 && c.uploads === 0;

/** What a restore would replace: a studio with events or uploaded files is not empty. */
export async function studioContents(db: Kysely<any>, dataDir: string): Promise<StudioContents> {
  const { rows } = await sql<{ tables: number; pulso: boolean; log: boolean }>`
    SELECT count(*)::int AS tables, bool_or(c.relname = 'kysely_migration') AS pulso, bool_or(c.relname = 'es_events') AS log
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r'`.execute(db);
  const { tables, pulso, log } = rows[0]!;
  const events = log ? Number((await sql<{ n: string }>`SELECT count(*) AS n FROM es_events`.execute(db)).rows[0]!.n) : 0;
  return { tables, pulso: pulso ?? false, events, uploads: await countFiles(path.join(dataDir, 'uploads')) };
}

async function countFiles(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((e) => e.isFile()).length;
}

/**
 * Drops everything in the public schema (tables with their indexes, sequences, functions, views, types; not what
 * an extension owns) and the rebuild's shadow schema, in one transaction, so the restore can migrate from nothing
 * to exactly the backup's schema. Only for a Pulso database: the restore refuses any other non-empty one.
 */
export async function dropStudioSchema(db: Kysely<any>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const notFromExtension = (catalog: string, oid: string) =>
      sql.raw(`NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${oid} AND d.deptype = 'e')`);
    const { rows: relations } = await sql<{ name: string; kind: string }>`
      SELECT c.oid::regclass::text AS name, c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND ${notFromExtension('pg_class', 'c.oid')}`.execute(trx);
    const { rows: routines } = await sql<{ name: string }>`
      SELECT p.oid::regprocedure::text AS name FROM pg_proc p
      WHERE p.pronamespace = 'public'::regnamespace AND p.prokind IN ('f', 'p') AND ${notFromExtension('pg_proc', 'p.oid')}`.execute(trx);
    const { rows: types } = await sql<{ name: string; kind: string }>`
      SELECT t.oid::regtype::text AS name, t.typtype AS kind FROM pg_type t
      WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'd') AND ${notFromExtension('pg_type', 't.oid')}`.execute(trx);
    const drop = { r: 'TABLE', p: 'TABLE', f: 'FOREIGN TABLE', v: 'VIEW', m: 'MATERIALIZED VIEW', S: 'SEQUENCE', e: 'TYPE', d: 'DOMAIN' } as Record<string, string>;
    // Names come from the catalog's own quoting (regclass, regprocedure, regtype), never from a file.
    for (const r of relations) await sql.raw(`DROP ${drop[r.kind]} IF EXISTS ${r.name} CASCADE`).execute(trx);
    for (const r of routines) await sql.raw(`DROP ROUTINE IF EXISTS ${r.name} CASCADE`).execute(trx);
    for (const t of types) await sql.raw(`DROP ${drop[t.kind]} IF EXISTS ${t.name} CASCADE`).execute(trx);
    await sql`DROP SCHEMA IF EXISTS pulso_rebuild CASCADE`.execute(trx);
  });
}
