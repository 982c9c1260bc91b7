import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rebuildProjections } from '../../projections/rebuild';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { waitUntilStatementBlocked } from '../events/support/thing-events';
import { runMembershipCommand } from './support/membership-commands';

// A rebuild keeps serving: readers see the old rows until it commits, and appends wait for it.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase({ poolSize: 12 });
  for (let i = 0; i < 5; i++) {
    await runMembershipCommand(tdb.handle.db, 'live', { type: 'RegisterUser', user: i, firstName: `P${i}`, email: `p${i}@example.com` });
  }
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;
const countUsers = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(db())).rows[0]!.n;

it('lets readers see the old rows mid-rebuild and holds appends until it commits, losing none', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let midRebuild!: () => void;
  const reachedCommit = new Promise<void>((resolve) => (midRebuild = resolve));
  const rebuilding = rebuildProjections(db(), {
    beforeCommit: async () => {
      midRebuild();
      await held;
    },
  });
  await reachedCommit;

  expect(await countUsers()).toBe(5); // the DELETE is not visible outside the rebuild's transaction
  const command = runMembershipCommand(db(), 'live', { type: 'RegisterUser', user: 9, firstName: 'Nueva', email: 'n@example.com' });
  await waitUntilStatementBlocked(db(), 'es_append');
  expect(await countUsers()).toBe(5);

  release();
  const report = await rebuilding;
  expect(report.tables.users).toBe(5);
  expect(await command).toBe('ok');
  expect(await countUsers()).toBe(6);
});
