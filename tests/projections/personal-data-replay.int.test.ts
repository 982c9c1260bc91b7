import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DomainError } from '../../events/framework/errors';
import { sequencePending } from '../../events/store/sequencer';
import { usersProjector } from '../../projections/membership/users.projector';
import { rebuildProjections } from '../../projections/rebuild';
import { inlineProjectors } from '../../services/features';
import { deleteAccount } from '../../services/membership/delete-account';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { propertyRuns } from '../support/property-runs';
import { runMembershipCommand, snapshotTable, type MembershipCommand } from './support/membership-commands';

// Crypto-shredding under any history: whatever users do (register, change their profile, role or visibility,
// delete their account), the log never shows a name or email in clear and a rebuild gives the live users table.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;

const NAMES = ['Aurelia', 'Bautista', 'Casilda', 'Demetrio'];
const EMAILS = ['aurelia@example.com', 'bautista@example.com', 'casilda@example.com'];
const user = fc.integer({ min: 0, max: 3 });
const name = fc.constantFrom(...NAMES);
const email = fc.constantFrom(...EMAILS);
type Step = MembershipCommand | { type: 'DeleteAccount'; user: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ type: fc.constant('RegisterUser' as const), user, firstName: name, email }),
  fc.record({ type: fc.constant('UpdateProfile' as const), user, firstName: name, email }),
  fc.record({ type: fc.constant('ChangeRole' as const), user, role: fc.constantFrom('admin' as const, 'member' as const) }),
  fc.record({ type: fc.constant('SetUserHidden' as const), user, hidden: fc.boolean() }),
  fc.record({ type: fc.constant('DeleteAccount' as const), user }),
);

async function run(prefix: string, s: Step): Promise<void> {
  if (s.type !== 'DeleteAccount') {
    await runMembershipCommand(db(), prefix, s);
    return;
  }
  const ctx = { actorId: `${prefix}-${s.user}`, now: new Date('2026-11-16T15:00:00Z') };
  try {
    await deleteAccount(db(), ctx, { userId: `${prefix}-${s.user}`, today: '2026-11-16', tz: 'America/Argentina/Buenos_Aires' });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error; // USER_NOT_FOUND: deleting an account that never was
  }
}

it('never logs personal fields in clear, and a rebuild gives the live users table, deletions included', async () => {
  let round = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (middle) => {
      // Every history registers someone and ends with that account deleted, whatever happened in between.
      const steps: Step[] = [{ type: 'RegisterUser', user: 0, firstName: 'Aurelia', email: 'aurelia@example.com' }, ...middle, { type: 'DeleteAccount', user: 0 }];
      round += 1;
      for (const s of steps) await run(`r${round}`, s);
      await sequencePending(db());
      const { rows } = await sql<{ t: string | null }>`SELECT string_agg(data::text || metadata::text, ' ') AS t FROM es_events`.execute(db());
      for (const value of [...NAMES, ...EMAILS]) expect(rows[0]!.t ?? '').not.toContain(value);
      const live = await snapshotTable(db(), 'users');
      await rebuildProjections(db(), { projectors: inlineProjectors(), only: [usersProjector.name] });
      expect(await snapshotTable(db(), 'users')).toEqual(live);
      // Deleted accounts: no key and nothing personal in their row.
      const deleted = await sql<{ user_id: string; first_name: string; email: string; keyed: boolean }>`
        SELECT u.user_id, u.first_name, u.email, EXISTS (SELECT 1 FROM personal_data_keys k WHERE k.user_id = u.user_id) AS keyed
        FROM users u WHERE u.user_id IN (SELECT data->>'userId' FROM es_events WHERE event_type = 'UserDeleted')`.execute(db());
      expect(deleted.rows.map((r) => r.user_id)).toContain(`r${round}-0`);
      for (const row of deleted.rows) expect(row).toMatchObject({ first_name: 'Socio', email: '', keyed: false });
    }),
    { numRuns: propertyRuns(10) },
  );
});
