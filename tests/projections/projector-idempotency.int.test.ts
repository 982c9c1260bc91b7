import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from '../../events/store/read';
import { sequencePending } from '../../events/store/sequencer';
import { inlineProjectors } from '../../services/features';
import { applyAll } from '../../projections/runner/projection';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { runMembershipCommand, snapshotTable } from './support/membership-commands';

// T7: a projector applied twice to the same events leaves the same read model as applied once.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
  const db = tdb.handle.db;
  const run = (c: Parameters<typeof runMembershipCommand>[2]) => runMembershipCommand(db, 'idem', c);
  await run({ type: 'RegisterUser', user: 1, firstName: 'Ana', email: 'ana@example.com' });
  await run({ type: 'RegisterUser', user: 2, firstName: 'Beto', email: 'beto@example.com' });
  await run({ type: 'UpdateProfile', user: 1, firstName: 'Anita', email: 'anita@example.com' });
  await run({ type: 'ChangeRole', user: 2, role: 'admin' });
  await run({ type: 'SetUserHidden', user: 1, hidden: true });
  await run({ type: 'SetUserHidden', user: 1, hidden: false });
  await run({ type: 'SetUserHidden', user: 2, hidden: true });
  await sequencePending(db); // what the app's sequencer does within ms of each command
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;
const tables = inlineProjectors().flatMap((p) => p.tables);

async function snapshotAll() {
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await snapshotTable(db(), t)] as const)));
}

describe('inline projectors are idempotent', () => {
  it('leaves the read model unchanged when the whole log is applied again on top of it', async () => {
    const live = await snapshotAll();
    expect((live.users as unknown[]).length).toBe(2);
    const events = await readAll(db(), { after: 0, limit: 10_000 });
    await db().transaction().execute((trx) => applyAll(inlineProjectors(), trx, events));
    expect(await snapshotAll()).toEqual(live);
  });

  it('builds the same read model when every event is delivered twice in a row', async () => {
    const live = await snapshotAll();
    const events = await readAll(db(), { after: 0, limit: 10_000 });
    const rebuilt = await db().transaction().execute(async (trx) => {
      for (const table of tables) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
      for (const event of events) await applyAll(inlineProjectors(), trx, [event, event]);
      return Promise.all(tables.map((t) => snapshotTable(trx, t)));
    });
    expect(Object.fromEntries(tables.map((t, i) => [t, rebuilt[i]]))).toEqual(live);
  });
});
