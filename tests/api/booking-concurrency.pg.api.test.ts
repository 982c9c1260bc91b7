import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembers, createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { occurrenceStream } from '../../events/streams';

// Monday 16 November 2026, noon. Wednesday 18th and 25th, Thursday 19th and 26th are bookable.
const NOW = '2026-11-16T12:00:00-03:00';

/** The booking invariant, recomputed from the log and compared with the read side. */
async function assertBookingInvariant(t: TestApp) {
  const db = t.db.handle.db;
  const { rows: occ } = await sql<{ slot_id: number; fecha: string; booked: number; capacity: number; live: number }>`
    SELECT o.slot_id, o.fecha::text, o.booked, o.capacity,
      (SELECT count(*) FROM es_events e WHERE e.stream_id = ${occurrenceStream.sql(sql.ref('o.slot_id'), sql.ref('o.fecha')).streamId} AND e.event_type = 'SlotReserved')
      - (SELECT count(*) FROM es_events e WHERE e.stream_id = ${occurrenceStream.sql(sql.ref('o.slot_id'), sql.ref('o.fecha')).streamId} AND e.event_type = 'BookingCancelled') AS live
    FROM slot_occurrences o`.execute(db);
  for (const o of occ) {
    expect(Number(o.live)).toBe(o.booked);
    expect(o.booked).toBeLessThanOrEqual(o.capacity);
    const active = await db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).where('slot_id', '=', o.slot_id).where('fecha', '=', o.fecha).where('active', '=', true).executeTakeFirstOrThrow();
    expect(Number(active.n)).toBe(o.booked);
  }
  const negative = await db.selectFrom('member_packages').select('user_id').where('creditos_restantes', '<', 0).execute();
  expect(negative).toEqual([]);
}

describe('booking under contention (real PostgreSQL, through HTTP)', () => {
  let t: TestApp;
  let admin: string;
  let studio: Awaited<ReturnType<typeof createStudio>>;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    admin = (await t.signUp()).token;
    studio = await createStudio(t, admin, [
      { dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 10 },
      { dia_semana: 'Jueves', hora: '07:00', cupo_maximo: 30 },
      { dia_semana: 'Jueves', hora: '08:00', cupo_maximo: 30 },
      { dia_semana: 'Miércoles', hora: '19:00', cupo_maximo: 30 },
      { dia_semana: 'Miércoles', hora: '20:00', cupo_maximo: 30 },
    ]);
  }, 120_000);
  afterAll(() => t.close());

  const reserve = (token: string, fecha: string, horario_id: number) =>
    t.as(token, { method: 'POST', url: '/api/reservas/addReserva', payload: { fecha, horario_id } });

  it('lets exactly 10 of 100 members into a class with 10 places, refusing the rest cleanly', async () => {
    const members = await createMembers(t, 100);
    for (const m of members) await giveCredits(t, m.userId, studio.packageId, 2);
    const results = await Promise.all(members.map((m) => reserve(m.token, '2026-11-18', studio.slotIds[0]!)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'SLOT_FULL')).toBe(true);
    const credits = await Promise.all(members.map((m) => creditsOf(t, m.userId)));
    expect(credits.filter((c) => c === 1)).toHaveLength(10);
    expect(credits.filter((c) => c === 2)).toHaveLength(90);
    await assertBookingInvariant(t);
  }, 120_000);

  it('lets a member with 3 credits win exactly 3 of 20 parallel bookings', async () => {
    const m = await t.signUp();
    await giveCredits(t, m.userId, studio.packageId, 3);
    const occurrences = studio.slotIds.slice(1).flatMap((slotId, i) => {
      const dates = i < 2 ? ['2026-11-19', '2026-11-26'] : ['2026-11-18', '2026-11-25'];
      return dates.map((fecha) => [slotId, fecha] as const);
    });
    const attempts = Array.from({ length: 20 }, (_, i) => occurrences[i % occurrences.length]!);
    const results = await Promise.all(attempts.map(([slotId, fecha]) => reserve(m.token, fecha, slotId)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await creditsOf(t, m.userId)).toBe(0);
    await assertBookingInvariant(t);
  }, 60_000);

  it('stays consistent under interleaved bookings and cancellations', async () => {
    const members = await createMembers(t, 12);
    for (const m of members) await giveCredits(t, m.userId, studio.packageId, 4);
    const slot = studio.slotIds[3]!;
    const first = await Promise.all(members.map((m) => reserve(m.token, '2026-11-25', slot)));
    const ids = first.map((r) => (r.statusCode === 200 ? (r.json().id as number) : undefined));
    const mixed = members.flatMap((m, i) => [
      t.as(m.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: ids[i] } }),
      reserve(m.token, '2026-11-18', slot),
      reserve(m.token, '2026-11-25', slot),
    ]);
    const results = await Promise.all(mixed);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    await assertBookingInvariant(t);
    // Credits + live bookings are conserved per member: 4 granted each.
    for (const m of members) {
      const live = await t.db.handle.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', m.userId).where('active', '=', true).executeTakeFirstOrThrow();
      expect((await creditsOf(t, m.userId)) + Number(live.n)).toBe(4);
    }
  }, 60_000);
});
