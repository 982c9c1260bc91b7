import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occurrenceStream } from '../../events/catalog/booking.events';
import { readStream } from '../../events/store/read';
import { applyAll } from '../../projections/runner/projection';
import { inlineProjectors } from '../../services/features';
import { creditsOf, memberWithCredits, startStudioApp } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

// Monday 16 November 2026, noon in Buenos Aires (the injected clock). Today's classes at 18:00 and 19:00, one place
// each, start 6 and 7 hours from now; the studio's waitlist is automatic until 120 minutes before class (default).
const TODAY = '2026-11-16';

class RolledBack extends Error {
  constructor(readonly rows: unknown) {
    super('rolled back on purpose');
  }
}

describe('how late a member still wants to be promoted from a waitlist', () => {
  let t: TestApp;
  let studio: Awaited<ReturnType<typeof startStudioApp>>['studio'];

  beforeAll(async () => {
    ({ t, studio } = await startStudioApp(
      [
        { dia_semana: 'Lunes', hora: '18:00', cupo_maximo: 1 },
        { dia_semana: 'Lunes', hora: '19:00', cupo_maximo: 1 },
      ],
      { now: '2026-11-16T12:00:00-03:00' },
    ));
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'POST' | 'DELETE', url: string, payload: Record<string, unknown>) => t.as(token, { method, url, payload });
  const member = (name: string) => memberWithCredits(t, studio.packageId, 3, { firstName: name });
  const turnos = async (m: { token: string; userId: string }) =>
    (await call(m.token, 'POST', '/api/reservas/getReservasByIdUsr', { clerkUserId: m.userId })).json() as Array<Record<string, unknown>>;
  const limit = (m: { token: string }, slotId: number, promover_hasta_minutos: unknown) =>
    call(m.token, 'POST', '/api/reservas/waitlistLimit', { fecha: TODAY, horario_id: slotId, promover_hasta_minutos });

  /** A full class: its holder, who may cancel. */
  const fullClass = async (slotId: number) => {
    const holder = await member('Titular');
    const booked = await call(holder.token, 'POST', '/api/reservas/addReserva', { fecha: TODAY, horario_id: slotId });
    expect(booked.statusCode).toBe(200);
    return { cancel: async () => expect((await call(holder.token, 'DELETE', '/api/reservas/deleteReserva', { id: booked.json().id })).statusCode).toBe(200) };
  };

  it('passes over a member whose own limit passed and books the next; she stays first in line', async () => {
    const slotId = studio.slotIds[0]!; // 18:00, 6 hours from now
    const holder = await fullClass(slotId);
    const ana = await member('Ana');
    const bea = await member('Bea');
    const joined = await call(ana.token, 'POST', '/api/reservas/joinWaitlist', { fecha: TODAY, horario_id: slotId, promover_hasta_minutos: 720 });
    expect(joined.json()).toMatchObject({ posicion: 1 });
    expect((await call(bea.token, 'POST', '/api/reservas/joinWaitlist', { fecha: TODAY, horario_id: slotId })).statusCode).toBe(200);
    expect((await turnos(ana))[0]).toMatchObject({ estado: 'en_espera', posicion: 1, promover_hasta_minutos: 720 });
    expect((await turnos(bea))[0]).toMatchObject({ estado: 'en_espera', promover_hasta_minutos: null });

    await holder.cancel();
    expect(await creditsOf(t, ana.userId)).toBe(3);
    expect(await creditsOf(t, bea.userId)).toBe(2);
    expect((await turnos(bea)).map((r) => r.estado)).toEqual(['reservado']);
    expect((await turnos(ana))[0]).toMatchObject({ estado: 'en_espera', posicion: 1 });
  });

  it('books her when she moves her limit later than now, while on the list; replay leaves the same rows', async () => {
    const slotId = studio.slotIds[1]!; // 19:00, 7 hours from now
    const holder = await fullClass(slotId);
    const caro = await member('Caro');
    expect((await call(caro.token, 'POST', '/api/reservas/joinWaitlist', { fecha: TODAY, horario_id: slotId, promover_hasta_minutos: 1440 })).statusCode).toBe(200);
    const changed = await limit(caro, slotId, 180);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ promover_hasta_minutos: 180 });
    expect((await turnos(caro))[0]).toMatchObject({ promover_hasta_minutos: 180 });
    expect((await limit(caro, slotId, null)).json()).toMatchObject({ promover_hasta_minutos: null });
    expect((await limit(caro, slotId, 360)).statusCode).toBe(200);

    await holder.cancel();
    expect((await turnos(caro)).map((r) => r.estado)).toEqual(['reservado']);

    const db = t.db.handle.db;
    const rows = (q: typeof db) => sql`SELECT * FROM waitlist_entries WHERE slot_id = ${slotId} AND fecha = ${TODAY}::date ORDER BY id`.execute(q).then((r) => r.rows);
    const live = await rows(db);
    expect(live).toMatchObject([{ state: 'promoted', promote_until_minutes: 360 }]);
    const replayed = await db
      .transaction()
      .execute(async (trx) => {
        await sql`DELETE FROM waitlist_entries WHERE slot_id = ${slotId} AND fecha = ${TODAY}::date`.execute(trx);
        const { events } = await readStream(trx, occurrenceStream(slotId, TODAY).streamId);
        await applyAll(inlineProjectors(), trx, events.filter((e) => e.type.startsWith('Waitlist')));
        throw new RolledBack(await rows(trx));
      })
      .catch((error: unknown) => (error instanceof RolledBack ? error.rows : Promise.reject(error)));
    expect(replayed).toEqual(live);
  });

  it('refuses a limit that is not one of the options, and a member not on the list, in Spanish', async () => {
    const dani = await member('Dani');
    const odd = await limit(dani, studio.slotIds[0]!, 100);
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail: 'El campo promover_hasta_minutos no es válido.' });
    const joinOdd = await call(dani.token, 'POST', '/api/reservas/joinWaitlist', { fecha: TODAY, horario_id: studio.slotIds[0]!, promover_hasta_minutos: 'tarde' });
    expect(joinOdd.statusCode).toBe(400);
    const notWaiting = await limit(dani, studio.slotIds[0]!, 180);
    expect(notWaiting.statusCode).toBe(404);
    expect(notWaiting.json()).toMatchObject({ code: 'NOT_ON_WAITLIST', detail: 'No estás en la lista de espera de esa clase.' });
  });
});
