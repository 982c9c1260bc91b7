import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembers, createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { occurrenceStream } from '../../events/streams';

// Monday 16 November 2026, noon. Wednesday the 18th is two days away (promotion); today's 13:00 class is an
// hour away, past the 120-minute cutoff (offer to everyone).
const NOW = '2026-11-16T12:00:00-03:00';
const WEDNESDAY = '2026-11-18';
const TODAY = '2026-11-16';
const CAPACITY = 20;

type Member = { token: string; userId: string };

describe('waitlist under contention (real PostgreSQL, through HTTP)', () => {
  let t: TestApp;
  let studio: Awaited<ReturnType<typeof createStudio>>;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    const admin = (await t.signUp()).token;
    studio = await createStudio(t, admin, [
      { dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: CAPACITY },
      { dia_semana: 'Lunes', hora: '13:00', cupo_maximo: CAPACITY },
    ]);
  }, 120_000);
  afterAll(() => t.close());

  const post = (m: Member, url: string, payload: Record<string, unknown>, method: 'POST' | 'DELETE' = 'POST') => t.as(m.token, { method, url, payload });
  const crowd = async (n: number, credits: number) => {
    const members = await createMembers(t, n);
    for (const m of members) await giveCredits(t, m.userId, studio.packageId, credits);
    return members;
  };

  /** Fills the class, then queues 50 members at once: every position from 1 to 50 given exactly once. */
  async function fullClassWithWaitlist(fecha: string, slotId: number) {
    const holders = await crowd(CAPACITY, 2);
    const booked = await Promise.all(holders.map((m) => post(m, '/api/reservas/addReserva', { fecha, horario_id: slotId })));
    expect(booked.map((r) => r.statusCode)).toEqual(holders.map(() => 200));
    const waiting = await crowd(50, 2);
    const joined = await Promise.all(waiting.map((m) => post(m, '/api/reservas/joinWaitlist', { fecha, horario_id: slotId })));
    expect(joined.map((r) => r.statusCode)).toEqual(waiting.map(() => 200));
    expect(joined.map((r) => r.json().posicion as number).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const inLine = waiting.map((m, i) => ({ ...m, posicion: joined[i]!.json().posicion as number })).sort((a, b) => a.posicion - b.posicion);
    return { holders: holders.map((m, i) => ({ ...m, bookingId: booked[i]!.json().id as number })), inLine };
  }

  async function occurrence(slotId: number, fecha: string) {
    const db = t.db.handle.db;
    const row = await db.selectFrom('slot_occurrences').select(['booked', 'capacity']).where('slot_id', '=', slotId).where('fecha', '=', fecha).executeTakeFirstOrThrow();
    const active = await db.selectFrom('bookings').select(['user_id']).where('slot_id', '=', slotId).where('fecha', '=', fecha).where('active', '=', true).execute();
    const { rows: events } = await sql<{ event_type: string; n: string }>`
      SELECT event_type, count(*) AS n FROM es_events WHERE stream_id = ${occurrenceStream(slotId, fecha).streamId} GROUP BY event_type`.execute(db);
    const count = (type: string) => Number(events.find((e) => e.event_type === type)?.n ?? 0);
    // The log and the read side agree, and the class never went over capacity.
    expect(count('SlotReserved') - count('BookingCancelled')).toBe(row.booked);
    expect(active).toHaveLength(row.booked);
    expect(row.booked).toBeLessThanOrEqual(row.capacity);
    expect(new Set(active.map((a) => a.user_id)).size).toBe(active.length);
    return { booked: row.booked, holders: new Set(active.map((a) => a.user_id)), promoted: count('WaitlistPromoted'), offers: count('WaitlistOfferOpened') };
  }

  /** Credits plus live bookings are what each member was given: nobody paid twice or got a place for free. */
  async function creditsConserved(members: Member[], granted: number) {
    for (const m of members) {
      const live = await t.db.handle.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', m.userId).where('active', '=', true).executeTakeFirstOrThrow();
      expect((await creditsOf(t, m.userId)) + Number(live.n)).toBe(granted);
    }
  }

  it('before the cutoff: 20 cancellations and 50 new bookings race; each freed place goes to the next in line, once', async () => {
    const slotId = studio.slotIds[0]!;
    const { holders, inLine } = await fullClassWithWaitlist(WEDNESDAY, slotId);
    const newcomers = await crowd(50, 2);

    const storm = await Promise.all([
      ...holders.map((m) => post(m, '/api/reservas/deleteReserva', { id: m.bookingId }, 'DELETE')),
      ...newcomers.map((m) => post(m, '/api/reservas/addReserva', { fecha: WEDNESDAY, horario_id: slotId })),
    ]);
    expect(storm.slice(0, CAPACITY).map((r) => r.statusCode)).toEqual(holders.map(() => 200));
    // A freed place never shows: the cancellation that frees it gives it away in the same transaction.
    const refused = storm.slice(CAPACITY);
    expect(refused.map((r) => r.json().code)).toEqual(newcomers.map(() => 'SLOT_FULL'));

    const occ = await occurrence(slotId, WEDNESDAY);
    expect(occ.booked).toBe(CAPACITY);
    expect(occ.promoted).toBe(CAPACITY);
    // Exactly the first 20 in line hold the places; the other 30 still wait, now 1..30.
    expect([...occ.holders].sort()).toEqual(inLine.slice(0, CAPACITY).map((m) => m.userId).sort());
    const still = await post(inLine[CAPACITY]!, '/api/reservas/getReservasByIdUsr', { clerkUserId: inLine[CAPACITY]!.userId });
    expect(still.json()).toEqual([expect.objectContaining({ estado: 'en_espera', posicion: 1 })]);
    await creditsConserved([...holders, ...inLine, ...newcomers], 2);
  }, 240_000);

  it('after the cutoff: freed places are offered to all, and the waiting members and newcomers racing for them fill each once', async () => {
    const slotId = studio.slotIds[1]!;
    const { holders, inLine } = await fullClassWithWaitlist(TODAY, slotId);
    const newcomers = await crowd(50, 2);
    const leaving = holders.slice(0, 10);

    const cancels = await Promise.all(leaving.map((m) => post(m, '/api/reservas/deleteReserva', { id: m.bookingId }, 'DELETE')));
    expect(cancels.map((r) => r.statusCode)).toEqual(leaving.map(() => 200));
    const before = await occurrence(slotId, TODAY);
    expect(before).toMatchObject({ booked: CAPACITY - 10, promoted: 0, offers: 10 });

    // Everyone on the list accepts at once, and so do 50 members who were not waiting, while 10 more cancel.
    const storm = await Promise.all([
      ...holders.slice(10).map((m) => post(m, '/api/reservas/deleteReserva', { id: m.bookingId }, 'DELETE')),
      ...[...inLine, ...newcomers].map((m) => post(m, '/api/reservas/addReserva', { fecha: TODAY, horario_id: slotId })),
    ]);
    expect(storm.every((r) => r.statusCode === 200 || (r.statusCode === 409 && r.json().code === 'SLOT_FULL'))).toBe(true);
    const after = await occurrence(slotId, TODAY);
    const winners = storm.slice(10).filter((r) => r.statusCode === 200).length;
    // Every booking that won had a place: at most the 20 that were freed, and the class is at or under capacity.
    expect(after.booked).toBe(winners);
    expect(winners).toBeGreaterThanOrEqual(10);
    expect(winners).toBeLessThanOrEqual(CAPACITY);
    expect(after.promoted).toBe(0);
    await creditsConserved([...holders, ...inLine, ...newcomers], 2);
  }, 240_000);
});
