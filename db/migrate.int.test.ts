import { sql, type Kysely, type Migration } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { migrations } from '../migrations';
import { migrateToLatest } from './migrate';
import { createEmptyDatabase, type EmptyDatabase } from '../tests/support/empty-database';

// An upgrade whose last migration breaks: every migration before it stays applied, the broken one leaves no
// trace (its table, its column and its row are all gone), and migrateToLatest refuses with a message that names
// it, which is what stops the server at start. Run from an empty database, so the real migrations are pending
// in the same run as the broken one, as on the first start of a release that added several.
const realNames = Object.keys(migrations).sort();
const PLANTED = '9999-12-31T2359_planted_failure';

const breaksHalfway: Migration = {
  async up(db: Kysely<any>) {
    await sql`CREATE TABLE planted_table (id integer PRIMARY KEY)`.execute(db);
    await sql`ALTER TABLE disciplines ADD COLUMN planted_column text`.execute(db);
    await sql`INSERT INTO disciplines (id, nombre, updated_at) VALUES (999, 'Plantada', now())`.execute(db);
    await sql`SELECT 1 / 0`.execute(db);
  },
};

let open: EmptyDatabase | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const appliedNames = async (db: Kysely<any>) => (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)).rows.map((r) => r.name);
const exists = async (db: Kysely<any>, relation: string) => (await sql<{ found: boolean }>`SELECT to_regclass(${relation}) IS NOT NULL AS found`.execute(db)).rows[0]!.found;
const columnsOf = async (db: Kysely<any>, table: string) =>
  (await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table}`.execute(db)).rows.map((r) => r.name);

it('keeps the migrations before a failed one applied, rolls the failed one back entirely, and names it', async () => {
  open = await createEmptyDatabase();
  const db = open.handle.db;

  const failure = await migrateToLatest(db, { migrations: { ...migrations, [PLANTED]: breaksHalfway } }).then(
    () => undefined,
    (error: unknown) => error as Error,
  );
  expect(failure?.message).toMatch(new RegExp(`La migración ${PLANTED} falló`));
  expect(failure?.message).toContain('division by zero');

  expect(await appliedNames(db)).toEqual(realNames);
  expect(await exists(db, 'planted_table')).toBe(false);
  expect(await columnsOf(db, 'disciplines')).not.toContain('planted_column');
  expect((await sql`SELECT id FROM disciplines`.execute(db)).rows).toEqual([]);
  // The schema is the one the last real migration left: the release's own list finds nothing to do.
  expect(await migrateToLatest(db)).toEqual([]);
  expect(await exists(db, 'es_events')).toBe(true);

  // Started again with the broken migration still there, it fails the same way and changes nothing.
  await expect(migrateToLatest(db, { migrations: { ...migrations, [PLANTED]: breaksHalfway } })).rejects.toThrow(PLANTED);
  expect(await appliedNames(db)).toEqual(realNames);
  expect(await exists(db, 'planted_table')).toBe(false);

  // An older release on this database (one of its applied migrations unknown) refuses rather than guess.
  const older = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== realNames.at(-1)));
  await expect(migrateToLatest(db, { migrations: older })).rejects.toThrow(`la migración ${realNames.at(-1)}, que no está en ese lugar`);
});

it('applies each migration once when two instances start on the same new database together', async () => {
  open = await createEmptyDatabase();
  const db = open.handle.db;
  const [first, second] = await Promise.all([migrateToLatest(db), migrateToLatest(db)]);
  expect([...first, ...second].sort()).toEqual(realNames);
  expect(await appliedNames(db)).toEqual(realNames);
});
