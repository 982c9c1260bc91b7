import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStream } from '../../events/catalog/packages.events';
import { occurrenceStream } from '../../events/catalog/booking.events';
import { readStream } from '../../events/store/read';
import { applyAll } from '../../projections/runner/projection';
import { waitlistWritesMirrorProjectors } from '../../projections/booking/waitlist-inline.writes';
import { inlineProjectors } from '../../services/features';
import type { Database } from '../../db/schema';
import { creditsOf, giveCredits, memberWithCredits, startStudioApp } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

// Monday 16 November 2026, noon in Buenos Aires. Wednesdays at 18:00 with 2 places; each test uses its own Wednesday
// or its own slot, so they do not share a class.
const NOV_18 = '2026-11-18';
const NOV_25 = '2026-11-25';

class RolledBack extends Error {
  constructor(readonly snapshot: unknown) {
    super('rolled back on purpose');
  }
}

describe('the waitlist of a full class', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let studio: Awaited<ReturnType<typeof startStudioApp>>['studio'];

  beforeAll(async () => {
    ({ t, admin, studio } = await startStudioApp(
      [
        { dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 2 },
        { dia_semana: 'Miércoles', hora: '19:00', cupo_maximo: 1 },
        { dia_semana: 'Miércoles', hora: '20:00', cupo_maximo: 1 },
        { dia_semana: 'Lunes', hora: '13:00', cupo_maximo: 1 },
      ],
      { now: '2026-11-16T12:00:00-03:00', admin: { firstName: 'Carla' } },
    ));
  });
  afterAll(() => t.close());

  const member = (credits: number | null, name = 'Socia') => memberWithCredits(t, studio.packageId, credits, { firstName: name });
  const call = (token: string, method: 'POST' | 'DELETE', url: string, payload: Record<string, unknown>) => t.as(token, { method, url, payload });
  const book = (token: string, fecha: string, horario_id: number) => call(token, 'POST', '/api/reservas/addReserva', { fecha, horario_id });
  const join = (token: string, fecha: string, horario_id: number) => call(token, 'POST', '/api/reservas/joinWaitlist', { fecha, horario_id });
  const leave = (token: string, fecha: string, horario_id: number) => call(token, 'DELETE', '/api/reservas/leaveWaitlist', { fecha, horario_id });
  const cancel = (token: string, id: number) => call(token, 'DELETE', '/api/reservas/deleteReserva', { id });
  const turnos = async (m: { token: string; userId: string }) =>
    (await call(m.token, 'POST', '/api/reservas/getReservasByIdUsr', { clerkUserId: m.userId })).json() as Array<Record<string, unknown>>;
  const list = async (fecha: string, horario_id: number) => (await call(admin.token, 'POST', '/api/reservas/listaDeEspera', { fecha, horario_id })).json() as Array<Record<string, unknown>>;
  const fill = async (fecha: string, slotId: number, places: number) => {
    const holders = [];
    for (let i = 0; i < places; i++) {
      const m = await member(4, `Titular${i}`);
      const res = await book(m.token, fecha, slotId);
      expect(res.statusCode).toBe(200);
      holders.push({ ...m, bookingId: res.json().id as number });
    }
    return holders;
  };

  it('queues members for a full class without taking a credit, and shows their live position', async () => {
    const slotId = studio.slotIds[0]!;
    await fill(NOV_18, slotId, 2);
    const [ana, beto] = [await member(3, 'Ana'), await member(3, 'Beto')];
    const first = await join(ana.token, NOV_18, slotId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: expect.any(Number), posicion: 1 });
    expect((await join(beto.token, NOV_18, slotId)).json().posicion).toBe(2);
    expect(await creditsOf(t, ana.userId)).toBe(3);

    expect(await turnos(beto)).toEqual([
      expect.objectContaining({ id: expect.any(Number), fecha: NOV_18, horario_id: slotId, clerk_user_id: beto.userId, hora: '18:00', disciplina: 'Funcional', estado: 'en_espera', posicion: 2, lugar_ofrecido: false }),
    ]);
    // Ana leaves: Beto moves up.
    expect((await leave(ana.token, NOV_18, slotId)).statusCode).toBe(200);
    expect((await turnos(beto))[0]).toMatchObject({ estado: 'en_espera', posicion: 1 });
    expect(await turnos(ana)).toEqual([]);
    const again = await leave(ana.token, NOV_18, slotId);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NOT_ON_WAITLIST');
    expect((await list(NOV_18, slotId)).map((e) => [e.nombre, e.estado, e.posicion, e.motivo])).toEqual([
      [expect.stringContaining('Ana'), 'salio', null, 'member'],
      [expect.stringContaining('Beto'), 'en_espera', 1, null],
    ]);
  });

  it('refuses like booking does, and while places are left', async () => {
    const slotId = studio.slotIds[0]!;
    const open = await member(3);
    const notFull = await join(open.token, NOV_25, slotId);
    expect(notFull.statusCode).toBe(409);
    expect(notFull.json()).toMatchObject({ code: 'SLOT_NOT_FULL', detail: 'Todavía hay lugar en esa clase: puedes reservarla.' });
    const [holder] = await fill(NOV_25, slotId, 2);
    expect((await join(holder!.token, NOV_25, slotId)).json().code).toBe('ALREADY_BOOKED');
    expect((await join(open.token, NOV_25, slotId)).statusCode).toBe(200);
    expect((await join(open.token, NOV_25, slotId)).json().code).toBe('ALREADY_WAITLISTED');
    expect((await join((await member(0)).token, NOV_25, slotId)).json().code).toBe('NO_CREDITS');
    expect((await join((await member(null)).token, NOV_25, slotId)).json().code).toBe('NO_PACKAGE');
    expect((await join(open.token, '2026-11-11', slotId)).json().code).toBe('CLASS_STARTED');
    expect((await join(open.token, '2026-12-02', slotId)).json().code).toBe('OUTSIDE_AGENDA');
    expect((await join(open.token, '2026-11-19', slotId)).json().code).toBe('WRONG_WEEKDAY');
    // Another member's entry is not yours to take off, and nobody joins for someone else.
    const other = await member(3);
    expect((await call(other.token, 'DELETE', '/api/reservas/leaveWaitlist', { fecha: NOV_25, horario_id: slotId, clerk_user_id: open.userId })).statusCode).toBe(403);
    expect((await call(other.token, 'POST', '/api/reservas/joinWaitlist', { fecha: NOV_25, horario_id: slotId, clerk_user_id: open.userId })).statusCode).toBe(403);
    expect((await call(other.token, 'POST', '/api/reservas/listaDeEspera', { fecha: NOV_25, horario_id: slotId })).statusCode).toBe(403);
  });

  it('books the first in line when a place frees up, skipping members who could not book, with the reason', async () => {
    const slotId = studio.slotIds[1]!; // 19:00, one place
    const [holder] = await fill(NOV_18, slotId, 1);
    const broke = await member(1, 'Sinc');
    const next = await member(2, 'Sigue');
    const last = await member(2, 'Ultima');
    for (const m of [broke, next, last]) expect((await join(m.token, NOV_18, slotId)).statusCode).toBe(200);
    // Broke spends their credit elsewhere before the place frees up.
    expect((await book(broke.token, NOV_25, slotId)).statusCode).toBe(200);
    expect(await creditsOf(t, broke.userId)).toBe(0);

    expect((await cancel(holder!.token, holder!.bookingId)).statusCode).toBe(200);
    expect(await creditsOf(t, holder!.userId)).toBe(4);
    expect(await creditsOf(t, next.userId)).toBe(1);
    expect(await turnos(next)).toEqual([
      expect.objectContaining({ id: expect.any(Number), fecha: NOV_18, horario_id: slotId, clerk_user_id: next.userId, hora: '19:00', disciplina: 'Funcional', estado: 'reservado', posicion: null, lugar_ofrecido: false }),
    ]);
    expect((await turnos(last))[0]).toMatchObject({ estado: 'en_espera', posicion: 1 });
    expect((await list(NOV_18, slotId)).map((e) => [e.estado, e.motivo, e.booking_id === null])).toEqual([
      ['omitido', 'NO_CREDITS', true],
      ['promovido', null, false],
      ['en_espera', null, true],
    ]);
    const agenda = (await t.as(last.token, { method: 'GET', url: '/api/horarios/getCuposDisponibles' })).json() as Array<Record<string, unknown>>;
    expect(agenda.find((o) => o.fecha === NOV_18 && o.horario_id === slotId)).toMatchObject({ cupo_disponible: 0 });

    // The promoted member cancels under the normal rules: the place goes on down the list.
    const promoted = (await turnos(next))[0]!.id as number;
    expect((await cancel(next.token, promoted)).statusCode).toBe(200);
    expect(await creditsOf(t, next.userId)).toBe(2);
    expect((await turnos(last))[0]).toMatchObject({ estado: 'reservado' });
    expect(await creditsOf(t, last.userId)).toBe(1);
  });

  it('after the cutoff offers a freed place to everyone waiting, and the first to book it gets it', async () => {
    const slotId = studio.slotIds[3]!; // Mondays 13:00, one place: today, 60 minutes from now (cutoff 120)
    const today = '2026-11-16';
    const [holder] = await fill(today, slotId, 1);
    const [a, b] = [await member(2, 'Primera'), await member(2, 'Segunda')];
    for (const m of [a, b]) expect((await join(m.token, today, slotId)).statusCode).toBe(200);

    expect((await cancel(holder!.token, holder!.bookingId)).statusCode).toBe(200);
    expect(await creditsOf(t, a.userId)).toBe(2); // nobody booked automatically
    expect((await turnos(a))[0]).toMatchObject({ estado: 'en_espera', posicion: 1, lugar_ofrecido: true });
    expect((await turnos(b))[0]).toMatchObject({ estado: 'en_espera', posicion: 2, lugar_ofrecido: true });

    // The second in line is quicker: the place is theirs, the first finds the class full again.
    expect((await book(b.token, today, slotId)).statusCode).toBe(200);
    expect((await book(a.token, today, slotId)).json().code).toBe('SLOT_FULL');
    expect((await turnos(b)).map((r) => r.estado)).toEqual(['reservado']);
    expect((await turnos(a))[0]).toMatchObject({ estado: 'en_espera', posicion: 1 });
    expect((await list(today, slotId)).map((e) => e.estado)).toEqual(['en_espera', 'promovido']);

    // Cancelling the place they took does not put them back in line: their entry is spent.
    const taken = (await turnos(b))[0]!.id as number;
    expect((await cancel(b.token, taken)).statusCode).toBe(200);
    expect((await turnos(b))).toEqual([]);
    expect((await list(today, slotId)).map((e) => [e.estado, e.motivo])).toEqual([
      ['en_espera', null],
      ['salio', 'booked'],
    ]);
  });

  it('respects a package limited to another discipline, on joining and on promotion', async () => {
    const slotId = studio.slotIds[2]!; // 20:00, one place
    const yoga = await call(admin.token, 'POST', '/api/disciplinas/addDisciplina', { id: 0, nombre: 'Yoga' });
    const yogaPack = await t.as(admin.token, { method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: 'Yoga 8', cantidad_clases: 8, precio: 20000, disciplina_id: yoga.json().id } });
    const [holder] = await fill(NOV_25, slotId, 1);
    const yogui = await t.signUp({ firstName: 'Yogui' });
    await giveCredits(t, yogui.userId, yogaPack.json().id, 3);
    expect((await join(yogui.token, NOV_25, slotId)).json()).toMatchObject({ code: 'PACKAGE_NOT_FOR_DISCIPLINE', detail: 'Tu paquete no incluye esta disciplina.' });

    // Joined with a Funcional package, holding a Yoga one when the place frees up: skipped, and the next gets it.
    const [switcher, next] = [await member(3, 'Cambia'), await member(3, 'Sigue')];
    for (const m of [switcher, next]) expect((await join(m.token, NOV_25, slotId)).statusCode).toBe(200);
    await giveCredits(t, switcher.userId, yogaPack.json().id, 3);
    expect((await cancel(holder!.token, holder!.bookingId)).statusCode).toBe(200);
    expect((await list(NOV_25, slotId)).map((e) => [e.estado, e.motivo])).toEqual([
      ['omitido', 'PACKAGE_NOT_FOR_DISCIPLINE'],
      ['promovido', null],
    ]);
    expect(await creditsOf(t, switcher.userId)).toBe(3);
    expect(await creditsOf(t, next.userId)).toBe(2);
  });

  it('a deleted account leaves every waitlist, so a freed place never goes to it', async () => {
    const slotId = studio.slotIds[0]!;
    const fecha = '2026-11-25'; // full since the refusals test, with one member waiting
    const leaving = await member(3, 'Baja');
    expect((await join(leaving.token, fecha, slotId)).json().posicion).toBe(2);
    expect((await call(leaving.token, 'POST', '/api/auth/delete-account', { confirmacion: 'Eliminar cuenta' })).statusCode).toBe(204);
    const entries = await list(fecha, slotId);
    expect(entries.at(-1)).toMatchObject({ estado: 'salio', motivo: 'member', posicion: null });
    expect(entries.filter((e) => e.estado === 'en_espera').map((e) => e.posicion)).toEqual([1]);
  });

  it('writes in the statement of the waitlist commands exactly what the projectors write when the log is replayed', async () => {
    expect(waitlistWritesMirrorProjectors(inlineProjectors())).toBe(true);
    const slotId = studio.slotIds[2]!; // 20:00, one place
    const [holder] = await fill(NOV_18, slotId, 1);
    const people = [await member(1, 'R1'), await member(0, 'R2'), await member(2, 'R3'), await member(2, 'R4')];
    await giveCredits(t, people[1]!.userId, studio.packageId, 1);
    for (const m of people) expect((await join(m.token, NOV_18, slotId)).statusCode).toBe(200);
    await giveCredits(t, people[1]!.userId, studio.packageId, 0); // skipped at promotion time
    expect((await leave(people[0]!.token, NOV_18, slotId)).statusCode).toBe(200);
    expect((await cancel(holder!.token, holder!.bookingId)).statusCode).toBe(200); // R2 skipped, R3 promoted
    const users = [holder!.userId, ...people.map((p) => p.userId)];

    const db = t.db.handle.db;
    const snapshot = async (trx: Kysely<Database>) => ({
      bookings: await trx.selectFrom('bookings').selectAll().where('user_id', 'in', users).orderBy('id').execute(),
      occurrence: await trx.selectFrom('slot_occurrences').selectAll().where('slot_id', '=', slotId).where('fecha', '=', NOV_18).execute(),
      packages: await trx.selectFrom('member_packages').selectAll().where('user_id', 'in', users).orderBy('user_id').execute(),
      ledger: await trx.selectFrom('credit_ledger').selectAll().where('user_id', 'in', users).orderBy('user_id').orderBy('position').execute(),
      waitlist: (await sql`SELECT * FROM waitlist_entries WHERE slot_id = ${slotId} AND fecha = ${NOV_18}::date ORDER BY id`.execute(trx)).rows,
    });
    const live = await snapshot(db);
    expect((live.waitlist as Array<{ state: string }>).map((w) => w.state)).toEqual(['left', 'skipped', 'promoted', 'waiting']);

    const replayed = await db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('bookings').where('user_id', 'in', users).execute();
        await trx.deleteFrom('slot_occurrences').where('slot_id', '=', slotId).where('fecha', '=', NOV_18).execute();
        await trx.deleteFrom('member_packages').where('user_id', 'in', users).execute();
        await trx.deleteFrom('credit_ledger').where('user_id', 'in', users).execute();
        await sql`DELETE FROM waitlist_entries WHERE slot_id = ${slotId} AND fecha = ${NOV_18}::date`.execute(trx);
        for (const streamId of [occurrenceStream(slotId, NOV_18).streamId, ...users.map((u) => memberStream(u).streamId)]) {
          const { events } = await readStream(trx, streamId);
          await applyAll(inlineProjectors(), trx, events);
        }
        throw new RolledBack(await snapshot(trx));
      })
      .catch((error: unknown) => (error instanceof RolledBack ? error.snapshot : Promise.reject(error)));
    expect(replayed).toEqual(live);
  });
});
