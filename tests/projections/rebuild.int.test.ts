import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { rebuildProjections } from '../../projections/rebuild';
import { inlineProjectors } from '../../services/features';
import { ensureCheckpoint, storeCheckpoint } from '../../projections/runner/checkpoints';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { runMembershipCommand, type MembershipCommand } from './support/membership-commands';
import { checkpointOf, createAppliedTable, recordingProcessor } from './support/recording-processor';
import { copyInlineTables, diffWithCopies, inlineTables, snapshotInlineTables } from './support/table-snapshots';

// T10: rebuilding every inline read table from the log gives exactly what the commands built live.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;

const user = fc.integer({ min: 0, max: 4 });
const name = fc.constantFrom('Ana', 'Beto', 'Caro', 'Dani');
const email = fc.constantFrom('a@example.com', 'b@example.com', 'c@example.com');
const command: fc.Arbitrary<MembershipCommand> = fc.oneof(
  fc.record({ type: fc.constant('RegisterUser' as const), user, firstName: name, email }),
  fc.record({ type: fc.constant('UpdateProfile' as const), user, firstName: name, email }),
  fc.record({ type: fc.constant('ChangeRole' as const), user, role: fc.constantFrom('admin' as const, 'member' as const) }),
  fc.record({ type: fc.constant('SetUserHidden' as const), user, hidden: fc.boolean() }),
);

describe('rebuildProjections', () => {
  it('rebuilds exactly the live read model after any sequence of commands (both ways)', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 4 }), fc.boolean(), async (commands, batchSize, sequenced) => {
        run += 1;
        for (const c of commands) await runMembershipCommand(db(), `run${run}`, c);
        // Sequenced events are folded batch by batch before the swap, the others inside it.
        if (sequenced) await sequencePending(db());
        const live = await snapshotInlineTables(db());
        await copyInlineTables(db());
        await rebuildProjections(db(), { projectors: inlineProjectors(), batchSize });
        expect(await snapshotInlineTables(db())).toEqual(live);
        for (const diff of Object.values(await diffWithCopies(db()))) expect(diff).toEqual({ missing: 0, extra: 0 });
      }),
      { numRuns: 12 },
    );
    expect((await snapshotInlineTables(db())).users!.length).toBeGreaterThan(0);
  }, 120_000); // a dozen random histories, each rebuilt by DDL: past vitest's 30 s on a busy 2-core machine

  it('repairs a read table that drifted from the log, and reports counts', async () => {
    await runMembershipCommand(db(), 'drift', { type: 'RegisterUser', user: 1, firstName: 'Eva', email: 'eva@example.com' });
    const live = await snapshotInlineTables(db());
    await sql`UPDATE users SET first_name = 'Corrupto' WHERE user_id = 'drift-1'`.execute(db());
    await sql`INSERT INTO users VALUES ('ghost', 'G', 'H', 'g@example.com', 'member', false, now(), now())`.execute(db());
    const report = await rebuildProjections(db(), { projectors: inlineProjectors() });
    expect(await snapshotInlineTables(db())).toEqual(live);
    expect(report.tables.users).toBe(live.users!.length);
    expect(Object.keys(report.tables).toSorted()).toEqual(inlineTables.toSorted());
    expect(report.events).toBeGreaterThan(0);
  });

  it('sends async processors that own tables back to 0 and clears their tables', async () => {
    await createAppliedTable(db());
    const owner = recordingProcessor('owner@v1');
    const bystander = { ...recordingProcessor('bystander@v1'), tables: [] };
    for (const p of [owner, bystander]) {
      await ensureCheckpoint(db(), p.name);
      await db().transaction().execute((trx) => storeCheckpoint(trx, p.name, '0', '5', 'live'));
    }
    await sql`INSERT INTO applied VALUES ('owner@v1', 1, 1, null)`.execute(db());
    const report = await rebuildProjections(db(), { projectors: inlineProjectors(), asyncProcessors: [owner, bystander] });
    expect(report.processorsReset).toEqual(['owner@v1']);
    expect(await checkpointOf(db(), 'owner@v1')).toMatchObject({ position: '0', status: 'catching_up' });
    expect(await checkpointOf(db(), 'bystander@v1')).toMatchObject({ position: '5', status: 'live' });
    expect(report.tables.applied).toBe(0);
  });
});
