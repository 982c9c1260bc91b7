import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readAll } from '../../events/store/read';
import { sequencePending } from '../../events/store/sequencer';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { runMembershipCommand } from '../projections/support/membership-commands';

// Inline projections stay read-your-writes: they are written in the command's own transaction, so the
// command's answer and the next read see them, whether or not the sequencer has numbered the events yet.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;

it('shows a command\'s effects in its read tables as soon as it returns, before its events are sequenced', async () => {
  expect(await runMembershipCommand(db(), 'ryw', { type: 'RegisterUser', user: 1, firstName: 'Ana', email: 'ana@example.com' })).toBe('ok');
  expect(await runMembershipCommand(db(), 'ryw', { type: 'UpdateProfile', user: 1, firstName: 'Anita', email: 'anita@example.com' })).toBe('ok');
  const { rows: users } = await sql<{ first_name: string; email: string }>`SELECT first_name, email FROM users WHERE user_id = 'ryw-1'`.execute(db());
  expect(users).toEqual([{ first_name: 'Anita', email: 'anita@example.com' }]);

  // No sequencer ran: the events are committed, not yet in the log's order, and no consumer has seen them.
  const { rows: pending } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM es_events WHERE stream_id = 'user:ryw-1' AND global_position IS NULL`.execute(db());
  expect(pending[0]!.n).toBe(2);
  expect(await readAll(db(), { after: 0 })).toEqual([]);

  await sequencePending(db());
  expect((await readAll(db(), { after: 0 })).map((e) => [e.type, e.streamPosition])).toEqual([['UserRegistered', 1], ['UserProfileUpdated', 2]]);
});
