import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStream } from '../../events/catalog/packages.events';
import { occurrenceStream } from '../../events/catalog/booking.events';
import { readStream } from '../../events/store/read';
import { sequencePending } from '../../events/store/sequencer';
import { applyAll } from '../../projections/runner/projection';
import { inlineProjectors } from '../../services/features';
import type { Database } from '../../db/schema';
import { waitlistScheduleReactor } from '../../services/booking/waitlist-schedule.reactor';
import { startAsyncProcessors, type RunningProcessors } from '../../projections/runner/async-runner';
import { creditsOf, giveCredits, startStudioApp } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

// Monday 16 November 2026, noon: Wednesday the 18th at 18:00 is well before the promotion cutoff.
const WEDNESDAY = '2026-11-18';

describe('the waitlist when the studio edits its schedule', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let studio: Awaited<ReturnType<typeof startStudioApp>>['studio'];
  let reactor: RunningProcessors;

  beforeAll(async () => {
    ({ t, admin, studio } = await startStudioApp(
      [
        { dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 1 },
        { dia_semana: 'Miércoles', hora: '19:00', cupo_maximo: 1 },
      ],
      { now: '2026-11-16T12:00:00-03:00' },
    ));
    reactor = await startAsyncProcessors(t.db.handle, [waitlistScheduleReactor({ clock: t.clock, tz: t.config.studioTz })], { pollMs: 50 });
  });
  afterAll(async () => {
    await reactor.stop();
    await t.close();
  });

  const member = async () => {
    const m = await t.signUp();
    await giveCredits(t, m.userId, studio.packageId, 3);
    return m;
  };
  const post = (token: string, url: string, payload: object) => t.as(token, { method: 'POST', url, payload });
  const settle = async () => reactor.waitFor((await sequencePending(t.db.handle.db)).head);
  const estados = async (m: { token: string; userId: string }) =>
    ((await post(m.token, '/api/reservas/getReservasByIdUsr', { clerkUserId: m.userId })).json() as Array<{ estado: string }>).map((r) => r.estado);

  it('empties the lists of a removed class, each entry leaving with the reason', async () => {
    const slotId = studio.slotIds[1]!;
    const holder = await member();
    expect((await post(holder.token, '/api/reservas/addReserva', { fecha: WEDNESDAY, horario_id: slotId })).statusCode).toBe(200);
    const waiting = await member();
    expect((await post(waiting.token, '/api/reservas/joinWaitlist', { fecha: WEDNESDAY, horario_id: slotId })).statusCode).toBe(200);
    const removed = await post(admin.token, '/api/horarios/deleteHorario', { id: slotId, dia_semana: 'Miércoles', hora: '19:00', disciplina_id: studio.disciplinaId, cupo_maximo: 1 });
    expect(removed.statusCode).toBeLessThan(300);
    await settle();
    expect(await estados(waiting)).toEqual([]);
    const list = await post(admin.token, '/api/reservas/listaDeEspera', { fecha: WEDNESDAY, horario_id: slotId });
    expect(list.json()).toEqual([expect.objectContaining({ estado: 'salio', motivo: 'slot-removed' })]);
    expect(await creditsOf(t, waiting.userId)).toBe(3);
  });

  it('books the first in line into the new places, once, and leaves the rest waiting', async () => {
    const slotId = studio.slotIds[0]!;
    const holder = await member();
    expect((await post(holder.token, '/api/reservas/addReserva', { fecha: WEDNESDAY, horario_id: slotId })).statusCode).toBe(200);
    const line = [await member(), await member(), await member()];
    for (const m of line) expect((await post(m.token, '/api/reservas/joinWaitlist', { fecha: WEDNESDAY, horario_id: slotId })).statusCode).toBe(200);

    const raise = await post(admin.token, '/api/horarios/updateHorario', { id: slotId, dia_semana: 'Miércoles', hora: '18:00', disciplina_id: studio.disciplinaId, cupo_maximo: 3 });
    expect(raise.statusCode).toBeLessThan(300);
    await settle();

    expect(await estados(line[0]!)).toEqual(['reservado']);
    expect(await estados(line[1]!)).toEqual(['reservado']);
    expect(await estados(line[2]!)).toEqual(['en_espera']);
    expect(await Promise.all(line.map((m) => creditsOf(t, m.userId)))).toEqual([2, 2, 3]);
    const occ = await t.db.handle.db.selectFrom('slot_occurrences').select(['booked', 'capacity']).where('slot_id', '=', slotId).where('fecha', '=', WEDNESDAY).executeTakeFirstOrThrow();
    expect(occ).toEqual({ booked: 3, capacity: 3 });

    // Two promotions in one statement (the commands' inline writes) leave what the projectors leave replaying the log.
    const users = [holder, ...line].map((m) => m.userId);
    const db = t.db.handle.db;
    const snapshot = async (trx: Kysely<Database>) => ({
      bookings: await trx.selectFrom('bookings').selectAll().where('user_id', 'in', users).orderBy('id').execute(),
      occurrence: await trx.selectFrom('slot_occurrences').selectAll().where('slot_id', '=', slotId).where('fecha', '=', WEDNESDAY).execute(),
      packages: await trx.selectFrom('member_packages').selectAll().where('user_id', 'in', users).orderBy('user_id').execute(),
      waitlist: (await sql`SELECT * FROM waitlist_entries WHERE slot_id = ${slotId} ORDER BY id`.execute(trx)).rows,
    });
    const live = await snapshot(db);
    const replayed = await db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('bookings').where('user_id', 'in', users).execute();
        await trx.deleteFrom('slot_occurrences').where('slot_id', '=', slotId).execute();
        await trx.deleteFrom('member_packages').where('user_id', 'in', users).execute();
        await trx.deleteFrom('credit_ledger').where('user_id', 'in', users).execute();
        await sql`DELETE FROM waitlist_entries WHERE slot_id = ${slotId}`.execute(trx);
        for (const streamId of [occurrenceStream(slotId, WEDNESDAY).streamId, ...users.map((u) => memberStream(u).streamId)]) {
          await applyAll(inlineProjectors(), trx, (await readStream(trx, streamId)).events);
        }
        throw Object.assign(new Error('rolled back on purpose'), { snapshot: await snapshot(trx) });
      })
      .catch((error: { snapshot?: unknown }) => error.snapshot ?? Promise.reject(error));
    expect(replayed).toEqual(live);

    // Lowering it again frees nothing and books nobody.
    await post(admin.token, '/api/horarios/updateHorario', { id: slotId, dia_semana: 'Miércoles', hora: '18:00', disciplina_id: studio.disciplinaId, cupo_maximo: 2 });
    await settle();
    expect(await estados(line[2]!)).toEqual(['en_espera']);
  });
});
