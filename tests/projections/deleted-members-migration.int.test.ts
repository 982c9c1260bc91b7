import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { userStream } from '../../events/catalog/membership.events';
import { appendToStreams } from '../../events/store/append';
import { migrations } from '../../migrations';
import { createEmptyDatabase, type EmptyDatabase } from '../support/empty-database';

// A studio whose accounts were deleted before users.deleted existed: the migration that adds the column sets it
// from the log, so a deleted account reads as deleted from the first start of the new version, and records users@v2
// as built (what it leaves is what that projector builds from the log), so no rebuild runs for it.
const MIGRATION = '2026-11-30T0900_deleted_members';
let open: EmptyDatabase;
beforeAll(async () => {
  open = await createEmptyDatabase();
});
afterAll(() => open?.close());

it('marks the accounts the log deleted, and only those', async () => {
  const db = open.handle.db;
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION));
  await migrateToLatest(db, { migrations: before });
  for (const id of ['gone', 'stays']) {
    await sql`INSERT INTO users VALUES (${id}, 'Socio', ${id}, '', 'member', false, now(), now())`.execute(db);
  }
  await appendToStreams(db, [{ ...userStream('gone'), expectedVersion: 0, events: [{ type: 'UserDeleted', data: { userId: 'gone' } }] }]);

  await migrateToLatest(db);

  const rows = await sql<{ user_id: string; deleted: boolean }>`SELECT user_id, deleted FROM users ORDER BY user_id`.execute(db);
  expect(rows.rows).toEqual([{ user_id: 'gone', deleted: true }, { user_id: 'stays', deleted: false }]);
  const built = await sql<{ name: string }>`SELECT name FROM projection_versions WHERE name LIKE 'users@%' ORDER BY name`.execute(db);
  expect(built.rows.map((r) => r.name)).toEqual(['users@v1', 'users@v2']);
  const denied = await sql<{ n: number }>`SELECT count(*)::int AS n FROM auth_denied_subjects`.execute(db);
  expect(denied.rows[0]!.n).toBe(0);
});
