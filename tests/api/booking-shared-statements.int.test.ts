import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStream } from '../../events/catalog/packages.events';
import { occurrenceStream } from '../../events/catalog/booking.events';
import { readStream } from '../../events/store/read';
import { applyAll } from '../../projections/runner/projection';
import { inlineProjectors } from '../../services/features';
import { reserveSlot } from '../../services/booking/booking.commands';
import { batchStats } from '../../services/platform/commands/optimistic-batch';
import type { Database } from '../../db/schema';
import { createStudio, memberWithCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { countingDb, recordRoundTrips } from '../support/counting-db';

/** Carries a result out of a transaction that must not commit. */
class RolledBack extends Error {
  constructor(readonly snapshot: unknown) {
    super('rolled back on purpose');
  }
}

// Monday 16 November 2026, noon: the Wednesdays 18 and 25 and Thursdays 19 and 26 are bookable.
const DATES = { Miércoles: ['2026-11-18', '2026-11-25'], Jueves: ['2026-11-19', '2026-11-26'] } as const;

// Optimistic bookings that arrive together share one snapshot read and one write
// (services/platform/commands/optimistic-batch.ts). Eight bookings issued at once: two go at once, alone, and the
// six that wait meanwhile go in batches. Each is still decided on its own facts, and the batch writes what the
// projectors would.
describe('bookings that arrive together', () => {
  let t: TestApp;
  let occurrences: { slotId: number; fecha: string }[];
  let packageId: number;
  let counted: ReturnType<typeof countingDb>;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    const admin = await t.signUp();
    adminToken = admin.token;
    const days = ['Miércoles', 'Jueves'] as const;
    const slots = days.flatMap((dia_semana) => ['17:00', '18:00', '19:00', '20:00'].map((hora) => ({ dia_semana, hora, cupo_maximo: 5 })));
    const studio = await createStudio(t, admin.token, slots);
    packageId = studio.packageId;
    occurrences = studio.slotIds.flatMap((slotId, i) => DATES[slots[i]!.dia_semana].map((fecha) => ({ slotId, fecha })));
    counted = countingDb(t.db.handle);
  }, 60_000);
  afterAll(() => t.close());

  const tz = () => t.config.studioTz;
  const ctx = (userId: string, key?: string) => ({ now: t.clock.now(), actorId: userId, idempotencyKey: key });

  it('share their read and their write, each decided on its own facts, and write what the projectors write', async () => {
    // Seven members with credits and one without: the one refused must not spoil the others' batch.
    const members = [...(await Promise.all([3, 1, 2, 4, 1, 2, 5].map(async (credits) => (await memberWithCredits(t, packageId, credits)).userId))), (await memberWithCredits(t, packageId, null)).userId];
    const keys = members.map((_, i) => (i % 2 === 1 ? randomUUID() : undefined));
    const before = batchStats(counted.db);
    const book = (i: number) => reserveSlot(counted.db, ctx(members[i]!, keys[i]), { userId: members[i]!, slotId: occurrences[i]!.slotId, fecha: occurrences[i]!.fecha, tz: tz() });

    const run = await recordRoundTrips(counted, () => Promise.allSettled(members.map((_, i) => book(i))));
    const outcomes = (run as { value: PromiseSettledResult<Awaited<ReturnType<typeof reserveSlot>>>[] }).value;

    const after = batchStats(counted.db);
    expect(after.batches - before.batches).toBeGreaterThanOrEqual(1);
    // Fewer writing statements than bookings written: some carried several bookings.
    const writes = run.statements.filter((s) => s.includes('es_append'));
    expect(writes.length).toBeLessThan(7);
    expect(run.statements.map((s) => s.toLowerCase())).not.toContain('begin'); // nobody needed the locks

    expect(outcomes.slice(0, 7).map((o) => o.status)).toEqual(Array(7).fill('fulfilled'));
    expect(outcomes[7]).toMatchObject({ status: 'rejected', reason: { code: 'NO_PACKAGE' } });
    const ids = outcomes.slice(0, 7).map((o) => (o as PromiseFulfilledResult<{ result: { id: number } }>).value.result.id);
    expect(new Set(ids).size).toBe(7);

    const db = t.db.handle.db;
    const users = members;
    const snapshot = async (trx: Kysely<Database>) => ({
      bookings: await trx.selectFrom('bookings').selectAll().where('user_id', 'in', users).orderBy('id').execute(),
      occurrences: await trx.selectFrom('slot_occurrences').selectAll().orderBy('slot_id').orderBy('fecha').execute(),
      packages: await trx.selectFrom('member_packages').selectAll().where('user_id', 'in', users).orderBy('user_id').execute(),
      ledger: await trx.selectFrom('credit_ledger').selectAll().where('user_id', 'in', users).orderBy('user_id').orderBy('position').execute(),
    });
    const live = await snapshot(db);
    const expected = ids.map((id, i) => [id, members[i], occurrences[i]!.slotId, true] as const).sort(([a], [b]) => a - b);
    expect(live.bookings.map((b) => [b.id, b.user_id, b.slot_id, b.active])).toEqual(expected);
    expect(live.occurrences.map((o) => o.booked)).toEqual(Array(7).fill(1));
    expect(live.packages.map((p) => [p.user_id, p.creditos_restantes])).toEqual(
      members.slice(0, 7).map((u, i) => [u, [3, 1, 2, 4, 1, 2, 5][i]! - 1] as const).sort(([a], [b]) => (a < b ? -1 : 1)),
    );

    // The same streams replayed through the projectors themselves into emptied rows leave the same rows.
    const replayed = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('bookings').where('user_id', 'in', users).execute();
      await trx.deleteFrom('slot_occurrences').execute();
      await trx.deleteFrom('member_packages').where('user_id', 'in', users).execute();
      await trx.deleteFrom('credit_ledger').where('user_id', 'in', users).execute();
      const streams = [...occurrences.map((o) => occurrenceStream(o.slotId, o.fecha).streamId), ...users.map((u) => memberStream(u).streamId)];
      for (const streamId of streams) await applyAll(inlineProjectors(), trx, (await readStream(trx, streamId)).events);
      throw new RolledBack(await snapshot(trx));
    }).catch((error: unknown) => (error instanceof RolledBack ? error.snapshot : Promise.reject(error)));
    expect(replayed).toEqual(live);

    // A key that went in a batch answers the same again, and its refusal too.
    const again = await Promise.allSettled(members.map((_, i) => (keys[i] ? book(i) : Promise.resolve(undefined))));
    members.forEach((_, i) => {
      if (!keys[i]) return;
      if (i < 7) expect(again[i]).toMatchObject({ status: 'fulfilled', value: { result: { id: ids[i] }, replayed: true } });
      else expect(again[i]).toMatchObject({ status: 'rejected', reason: { code: 'NO_PACKAGE' } });
    });
  });

  it("each reads its own class's day and exceptions, so a closed day or a cancelled class refuses only its bookings", async () => {
    // One statement reads every booking's facts, each from its own input row (FactsCommand.sharedRead): a
    // row's subqueries must see that row's class and date, not another's.
    const post = (url: string, payload: Record<string, unknown>) => t.as(adminToken, { method: 'POST', url, payload });
    const [closedDay, cancelled] = ['2026-11-25', occurrences.find((o) => o.fecha === '2026-11-19')!];
    expect((await post('/api/horarios/closeDate', { fecha: closedDay, motivo: 'Feriado' })).statusCode).toBe(200);
    expect((await post('/api/horarios/cancelOccurrence', { horario_id: cancelled.slotId, fecha: cancelled.fecha, motivo: 'Profesora enferma' })).statusCode).toBe(200);

    const members = await Promise.all(occurrences.map(async () => (await memberWithCredits(t, packageId, 2)).userId));
    const before = batchStats(counted.db);
    const outcomes = await Promise.allSettled(
      occurrences.map((o, i) => reserveSlot(counted.db, ctx(members[i]!), { userId: members[i]!, slotId: o.slotId, fecha: o.fecha, tz: tz() })),
    );
    expect(batchStats(counted.db).batches - before.batches).toBeGreaterThanOrEqual(1);

    const expected = occurrences.map((o) => (o.fecha === closedDay ? 'STUDIO_CLOSED' : o === cancelled ? 'CLASS_CANCELLED' : 'booked'));
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? 'booked' : (o.reason as { code: string }).code))).toEqual(expected);
    expect(expected.filter((e) => e === 'booked').length).toBeGreaterThan(8);
  });
});
