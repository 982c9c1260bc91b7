import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStream } from '../../events/catalog/packages.events';
import { readStream } from '../../events/store/read';
import { reserveSlot } from '../../services/booking/booking.commands';
import { occurrenceStream } from '../../events/catalog/booking.events';
import { contended } from '../../services/platform/commands/contention';
import { countingDb, recordRoundTrips } from '../support/counting-db';
import { createStudio, memberWithCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

// A batch of optimistic bookings (services/platform/commands/optimistic-batch.ts) writes all of them or none. Here
// another booking commits on one of the batch's classes between the batch's read and its write, on purpose: the
// batch's write must fail as a whole, and each of its bookings be decided again under the locks, the others
// booked once and the raced one refused. PostgreSQL only: the race needs a second session while the batch waits.
/** How many bookings a writing statement carries: the SlotReserved events it appends (its es_append payload's, not its projections'). */
const bookingsIn = (parameters: readonly unknown[]) =>
  parameters.filter((p): p is string => typeof p === 'string' && p.includes('"eventId"')).join('').split('"type":"SlotReserved"').length - 1;

describe('a batch of bookings that loses a race on one of its classes', () => {
  let t: TestApp;
  let slots: number[];
  let packageId: number;
  let counted: ReturnType<typeof countingDb>;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    const admin = await t.signUp();
    const studio = await createStudio(t, admin.token, ['17:00', '18:00', '19:00', '20:00'].map((hora) => ({ dia_semana: 'Miércoles', hora, cupo_maximo: 3 })));
    slots = studio.slotIds;
    packageId = studio.packageId;
    counted = countingDb(t.db.handle);
  }, 60_000);
  afterAll(() => t.close());

  const tz = () => t.config.studioTz;
  const ctx = (userId: string) => ({ now: t.clock.now(), actorId: userId });
  const member = async () => (await memberWithCredits(t, packageId, 5)).userId;

  it('writes none of the batch, and decides each of its bookings again under the locks', async () => {
    const [raced, b, c, d] = slots as [number, number, number, number];
    const fecha = '2026-11-18';
    for (const booked of [await member(), await member()]) await reserveSlot(t.db.handle.db, ctx(booked), { userId: booked, slotId: raced, fecha, tz: tz() });
    // The raced class has one place left. Eight bookings at once: the first two go alone, the six that wait go as
    // a batch of four (the third, on the raced class, among them) and one of two.
    const wanted = [
      [b, fecha], [c, fecha], [raced, fecha], [d, fecha],
      [b, '2026-11-25'], [c, '2026-11-25'], [d, '2026-11-25'], [raced, '2026-11-25'],
    ] as const;
    const members = await Promise.all(wanted.map(() => member()));
    const rival = await member();
    let raced_ = false;
    counted.counter.beforeStatement = async (text, parameters) => {
      if (raced_ || !text.includes('es_append') || bookingsIn(parameters) !== 4) return; // the batch of four, with the raced class
      raced_ = true;
      await reserveSlot(t.db.handle.db, ctx(rival), { userId: rival, slotId: raced, fecha, tz: tz() });
    };
    const run = await recordRoundTrips(counted, () =>
      Promise.allSettled(wanted.map(([slotId, day], i) => reserveSlot(counted.db, ctx(members[i]!), { userId: members[i]!, slotId, fecha: day, tz: tz() }))),
    );
    counted.counter.beforeStatement = undefined;
    expect(raced_).toBe(true);
    const outcomes = (run as { value: PromiseSettledResult<unknown>[] }).value;

    expect(outcomes[2]).toMatchObject({ status: 'rejected', reason: { code: 'SLOT_FULL' } });
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(7);
    expect(run.statements.map((s) => s.toLowerCase())).toContain('begin'); // the batch went to the locks
    // The class that moved is contended for a moment (its next bookings queue on its lock); the others are not.
    expect(contended(counted.db, [occurrenceStream(raced, fecha).streamId])).toBe(true);
    expect(contended(counted.db, [occurrenceStream(d, fecha).streamId, memberStream(members[2]!).streamId])).toBe(false);

    const { rows } = await sql<{ user_id: string; slot_id: number; fecha: string }>`
      SELECT user_id, slot_id, fecha::text FROM bookings WHERE active AND user_id IN (${sql.join(members)}) ORDER BY user_id`.execute(t.db.handle.db);
    const expected = members.flatMap((userId, i) => (i === 2 ? [] : [{ user_id: userId, slot_id: wanted[i]![0], fecha: wanted[i]![1] }]));
    expect(rows).toEqual(expected.sort((x, y) => (x.user_id < y.user_id ? -1 : 1)));
    const occupancy = await sql<{ booked: number }>`SELECT booked FROM slot_occurrences WHERE slot_id = ${raced} AND fecha = ${fecha}::date`.execute(t.db.handle.db);
    expect(occupancy.rows[0]!.booked).toBe(3);
    for (const [i, userId] of members.entries()) {
      const consumed = (await readStream(t.db.handle.db, memberStream(userId).streamId)).events.filter((e) => e.type === 'CreditConsumed');
      expect(consumed).toHaveLength(i === 2 ? 0 : 1);
    }
  });
});
