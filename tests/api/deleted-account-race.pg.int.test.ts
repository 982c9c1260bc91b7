import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../events/framework/errors';
import { deleteAccount } from '../../services/membership/delete-account';
import { assignPackage } from '../../services/packages/member-package.commands';
import { createPlan, setPlanMember } from '../../services/plans/plan.commands';
import { countingDb } from '../support/counting-db';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

const TODAY = '2026-11-16';

/**
 * Commands in flight while an account's deletion commits. The deletion locks the member's users row first; a command
 * that decides on her (here a plan assignment, on a stream the deletion never appends to, and a package, on her
 * member stream) reads that row FOR SHARE, so it waits for the deletion and then reads her deleted: USER_DELETED,
 * nothing appended. PostgreSQL only: the race needs a second session while the first holds its locks.
 */
describe('a command racing an account deletion', () => {
  let t: TestApp;
  let packageId: number;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    const admin = await t.signUp();
    packageId = (await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 3 }])).packageId;
  }, 60_000);
  afterAll(() => t.close());

  const ctx = () => ({ now: t.clock.now(), actorId: 'admin-test' });
  const outcome = (run: Promise<unknown>) => run.then(() => 'ok', (error: unknown) => (error instanceof DomainError ? error.code : Promise.reject(error)));
  /** How many other sessions wait on a lock now (commands blocked behind the deletion's). */
  const waiting = async () =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()`.execute(t.db.handle.db)).rows[0]!.n;
  const untilBothWait = async () => {
    // Bounded: a command that takes no lock is not waited for past 3 s; it has committed by then, and the assertions fail.
    for (let i = 0; i < 150 && (await waiting()) < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('waits for the deletion and is refused, appending nothing', async () => {
    const member = await t.signUp({ firstName: 'Gabriela' });
    await giveCredits(t, member.userId, packageId, 8);
    const { planId } = await createPlan(t.db.handle.db, ctx(), 'Fuerza');
    const counted = countingDb(t.db.handle);
    let racing: Promise<string[]> | undefined;
    counted.counter.beforeStatement = async (text) => {
      // The deletion's projection of UserDeleted, in its transaction: her users row is locked, nothing committed yet.
      if (racing || !text.startsWith('update "users"')) return;
      racing = Promise.all([
        outcome(setPlanMember(t.db.handle.db, ctx(), { planId, userId: member.userId, assigned: true })),
        outcome(assignPackage(t.db.handle.db, ctx(), { userId: member.userId, packageId, tz: t.config.studioTz })),
      ]);
      await untilBothWait();
    };
    await deleteAccount(counted.db, { now: t.clock.now(), actorId: member.userId }, { userId: member.userId, today: TODAY, tz: t.config.studioTz });
    counted.counter.beforeStatement = undefined;

    expect(await racing).toEqual(['USER_DELETED', 'USER_DELETED']);
    const db = t.db.handle.db;
    expect(await db.selectFrom('plan_members').select('user_id').where('user_id', '=', member.userId).execute()).toEqual([]);
    const memberStream = await db.selectFrom('es_events').select('event_type').where('stream_id', '=', `member:${member.userId}`).orderBy('stream_position').execute();
    expect(memberStream.map((e) => e.event_type)).toEqual(['PackageAssigned', 'PackageRemoved', 'MemberDeleted']);
  });
});
