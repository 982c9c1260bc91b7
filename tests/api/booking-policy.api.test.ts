import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStream } from '../../events/catalog/packages.events';
import { disciplineStream } from '../../events/catalog/catalog.events';
import { readStream } from '../../events/store/read';
import { applyAll } from '../../projections/runner/projection';
import { bookingWritesMirrorProjectors } from '../../projections/booking/bookings.writes';
import { inlineProjectors } from '../../services/features';
import type { Database } from '../../db/schema';
import type { Cupo } from '../../contract/booking';
import { createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

// Monday 16 November 2026, noon in Buenos Aires; the Wednesday 18:00 class of the 18th is 54 hours away.
const MONDAY_NOON = '2026-11-16T12:00:00-03:00';
const NOV_18 = '2026-11-18';

class RolledBack extends Error {
  constructor(readonly snapshot: unknown) {
    super('rolled back on purpose');
  }
}

interface Policy {
  reservas_abren_dias_antes: number | null;
  reservas_cierran_minutos_antes: number;
  cancelacion_gratis_horas_antes: number | null;
  cancelaciones_tardias_gratis_mes: number;
  lista_espera_automatica_minutos_antes: number;
}
const NO_POLICY: Policy = { reservas_abren_dias_antes: null, reservas_cierran_minutos_antes: 0, cancelacion_gratis_horas_antes: null, cancelaciones_tardias_gratis_mes: 0, lista_espera_automatica_minutos_antes: 120 };

describe('booking policy per discipline', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let studio: Awaited<ReturnType<typeof createStudio>>;
  const users: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: MONDAY_NOON });
    admin = await t.signUp({ firstName: 'Carla' });
    studio = await createStudio(t, admin.token, [
      { dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 10 },
      { dia_semana: 'Lunes', hora: '13:00', cupo_maximo: 10 },
    ]);
  });
  afterAll(() => t.close());

  const member = async (credits: number, name = 'Socia') => {
    const m = await t.signUp({ firstName: name });
    await giveCredits(t, m.userId, studio.packageId, credits);
    users.push(m.userId);
    return m;
  };
  const setPolicy = (token: string, policy: Partial<Policy>, id = studio.disciplinaId) =>
    t.as(token, { method: 'PUT', url: '/api/disciplinas/setPoliticaReservas', payload: { id, ...NO_POLICY, ...policy } });
  const book = (token: string, fecha: string, horario_id: number) => t.as(token, { method: 'POST', url: '/api/reservas/addReserva', payload: { fecha, horario_id } });
  const cancel = (token: string, id: number) => t.as(token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id } });
  const waive = (token: string, id: number, motivo: string) => t.as(token, { method: 'POST', url: '/api/reservas/waiveForfeit', payload: { id, motivo } });
  const turnos = async (m: { token: string; userId: string }) =>
    (await t.as(m.token, { method: 'POST', url: '/api/reservas/getReservasByIdUsr', payload: { clerkUserId: m.userId } })).json() as Array<Record<string, unknown>>;
  const ledger = async (m: { token: string; userId: string }) =>
    (await t.as(m.token, { method: 'POST', url: '/api/paquetes/getCreditHistory', payload: { clerkUserId: m.userId } })).json() as Array<{ kind: string; delta: number; balance: number; reason: string | null }>;
  const agendaClass = async (viewer: { token: string }, fecha: string, horario_id: number) => {
    const agenda = (await t.as(viewer.token, { method: 'GET', url: '/api/horarios/getCuposDisponibles' })).json() as Cupo[];
    return agenda.find((o) => o.fecha === fecha && o.horario_id === horario_id);
  };
  const tuesdayAt = (hhmm: string) => t.clock.set(`2026-11-17T${hhmm}:00-03:00`);

  it('lets an admin set a discipline\'s policy, lists it with the discipline, and keeps members out', async () => {
    const member1 = await member(1);
    expect((await setPolicy(member1.token, { reservas_cierran_minutos_antes: 30 })).statusCode).toBe(403);
    const bad = await setPolicy(admin.token, { reservas_abren_dias_antes: 1, reservas_cierran_minutos_antes: 1440 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BOOKING_POLICY_INVALID');
    expect((await setPolicy(admin.token, { reservas_cierran_minutos_antes: 30 }, 9999)).statusCode).toBe(404);

    const set = await setPolicy(admin.token, { reservas_abren_dias_antes: 7, reservas_cierran_minutos_antes: 30, cancelacion_gratis_horas_antes: 12, cancelaciones_tardias_gratis_mes: 2, lista_espera_automatica_minutos_antes: 45 });
    expect(set.statusCode).toBe(200);
    const list = (await t.as(member1.token, { method: 'GET', url: '/api/disciplinas/getDisciplinas' })).json();
    expect(list).toEqual([
      { id: studio.disciplinaId, nombre: 'Funcional', reservas_abren_dias_antes: 7, reservas_cierran_minutos_antes: 30, cancelacion_gratis_horas_antes: 12, cancelaciones_tardias_gratis_mes: 2, lista_espera_automatica_minutos_antes: 45 },
    ]);
    expect((await setPolicy(admin.token, {})).statusCode).toBe(200);
  });

  it('refuses a booking before the discipline opens it and after it closes', async () => {
    t.clock.set(MONDAY_NOON);
    const ana = await member(4, 'Ana');
    expect((await setPolicy(admin.token, { reservas_abren_dias_antes: 1, reservas_cierran_minutos_antes: 120 })).statusCode).toBe(200);
    const early = await book(ana.token, NOV_18, studio.slotIds[0]!);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'BOOKING_NOT_OPEN_YET', detail: 'Todavía no puedes reservar esta clase: las reservas abren el 17/11.' });
    const late = await book(ana.token, '2026-11-16', studio.slotIds[1]!); // Monday 13:00, one hour away
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'BOOKING_CLOSED', detail: 'Las reservas de esta clase cierran 120 minutos antes de que empiece.' });
    expect(await creditsOf(t, ana.userId)).toBe(4);
    // The agenda names the instants of both refusals before any tap.
    expect((await agendaClass(ana, NOV_18, studio.slotIds[0]!))?.reglas).toMatchObject({ reservas_abren: '2026-11-17 00:00', reservas_cierran: '2026-11-18 16:00' });

    tuesdayAt('00:00');
    expect((await book(ana.token, NOV_18, studio.slotIds[0]!)).statusCode).toBe(200);
    expect(await creditsOf(t, ana.userId)).toBe(3);
    expect((await setPolicy(admin.token, {})).statusCode).toBe(200);
  });

  it('forgives the first late cancellations of the month, then forfeits the credit; each one is a ledger line', async () => {
    t.clock.set(MONDAY_NOON);
    const bea = await member(4, 'Bea');
    expect((await setPolicy(admin.token, { cancelacion_gratis_horas_antes: 24, cancelaciones_tardias_gratis_mes: 1 })).statusCode).toBe(200);
    const first = (await book(bea.token, NOV_18, studio.slotIds[0]!)).json().id as number;
    // Monday noon: free until Tuesday 18:00.
    expect((await turnos(bea))[0]!.cancelacion).toEqual({ gratis_hasta: '2026-11-17 18:00', devuelve_credito: true, tardias_sin_costo_restantes: null });
    // The agenda told her the same limit before she booked, and her one free late cancellation of the month.
    expect((await agendaClass(bea, NOV_18, studio.slotIds[0]!))?.reglas).toEqual({ reservas_abren: null, reservas_cierran: null, cancelacion_gratis_hasta: '2026-11-17 18:00', tardias_sin_costo_restantes: 1 });

    tuesdayAt('19:00');
    expect((await turnos(bea))[0]!.cancelacion).toEqual({ gratis_hasta: '2026-11-17 18:00', devuelve_credito: true, tardias_sin_costo_restantes: 0 });
    expect((await cancel(bea.token, first)).statusCode).toBe(200);
    expect(await creditsOf(t, bea.userId)).toBe(4);
    expect((await ledger(bea))[0]).toMatchObject({ kind: 'late-forgiven', delta: 0, balance: 4, reason: expect.stringContaining('Cancelación tardía sin costo (1 de 1 de noviembre)') });

    expect((await agendaClass(bea, NOV_18, studio.slotIds[0]!))?.reglas?.tardias_sin_costo_restantes).toBe(0);
    const second = (await book(bea.token, NOV_18, studio.slotIds[0]!)).json().id as number;
    expect((await turnos(bea))[0]!.cancelacion).toEqual({ gratis_hasta: '2026-11-17 18:00', devuelve_credito: false, tardias_sin_costo_restantes: null });
    expect((await cancel(bea.token, second)).statusCode).toBe(200);
    expect(await creditsOf(t, bea.userId)).toBe(3);
    const [forfeit] = await ledger(bea);
    expect(forfeit).toMatchObject({ kind: 'forfeited', delta: 0, balance: 3, reason: 'Cancelación tardía: el crédito de la clase del 18/11 no se devuelve' });

    // The studio's own cancellation stays free, late or not.
    const third = (await book(bea.token, NOV_18, studio.slotIds[0]!)).json().id as number;
    expect((await cancel(admin.token, third)).statusCode).toBe(200);
    expect(await creditsOf(t, bea.userId)).toBe(3);

    // The admin's audit of the class marks the forfeit, so it can be waived from there.
    const creditOf = async (bookingId: number) => {
      const { history } = (await t.as(admin.token, { method: 'POST', url: '/api/reservas/ocupacion', payload: { horario_id: studio.slotIds[0]!, fecha: NOV_18 } })).json() as {
        history: Array<{ kind: string; bookingId: number; credito?: string | null }>;
      };
      return history.find((h) => h.kind === 'cancelled' && h.bookingId === bookingId)?.credito;
    };
    expect([await creditOf(first), await creditOf(second), await creditOf(third)]).toEqual([null, 'perdido', null]);

    // An admin waives the forfeit with a reason: the credit comes back with its ledger line, once.
    expect((await waive(bea.token, second, 'Me enfermé')).statusCode).toBe(403);
    expect((await waive(admin.token, first, 'No corresponde')).json().code).toBe('FORFEIT_NOT_FOUND');
    expect((await waive(admin.token, second, 'Certificado médico')).statusCode).toBe(200);
    expect(await creditsOf(t, bea.userId)).toBe(4);
    expect((await ledger(bea))[0]).toMatchObject({ kind: 'waived', delta: 1, balance: 4, reason: 'Devolución por excepción: Certificado médico' });
    expect(await creditOf(second)).toBe('devuelto');
    const again = await waive(admin.token, second, 'Otra vez');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('FORFEIT_ALREADY_WAIVED');

    // Once the class is past, the attendance report counts the two late cancellations (forgiven, then forfeited and
    // waived: still late) and not the studio's own, against every booking the class had.
    t.clock.set('2026-11-19T12:00:00-03:00');
    const report = await t.as(admin.token, { method: 'GET', url: `/api/reportes/asistencia?desde=${NOV_18}&hasta=${NOV_18}` });
    const row = (report.json() as { clases: Array<Record<string, number>> }).clases.find((c) => c.horario_id === studio.slotIds[0]);
    expect(row?.tardias).toBe(2);
    const bookings = row!.presentes! + row!.ausentes! + row!.sin_registro! + row!.canceladas!;
    expect(bookings).toBeGreaterThanOrEqual(3);
    expect(row?.tasa_tardias).toBe(Math.round((2 / bookings) * 1000) / 1000);
    expect((await setPolicy(admin.token, {})).statusCode).toBe(200);
  });

  it('refuses a class of a discipline the member\'s package does not include', async () => {
    t.clock.set(MONDAY_NOON);
    const carla = await member(4, 'Caro');
    const yoga = (await t.as(admin.token, { method: 'POST', url: '/api/disciplinas/addDisciplina', payload: { id: 0, nombre: 'Yoga' } })).json().id as number;
    const slot = (await t.as(admin.token, { method: 'POST', url: '/api/horarios/addHorario', payload: { id: 0, dia_semana: 'Miércoles', hora: '09:00', cupo_maximo: 5, disciplina_id: yoga } })).json().id as number;
    const refused = await book(carla.token, NOV_18, slot);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PACKAGE_NOT_FOR_DISCIPLINE', detail: 'Tu paquete no incluye esta disciplina.' });
    expect(await creditsOf(t, carla.userId)).toBe(4);
  });

  it('writes in the booking statement exactly what the projectors write when the log is replayed', async () => {
    expect(bookingWritesMirrorProjectors(inlineProjectors())).toBe(true);
    const db = t.db.handle.db;
    const snapshot = async (trx: Kysely<Database>) => ({
      packages: await trx.selectFrom('member_packages').selectAll().where('user_id', 'in', users).orderBy('user_id').execute(),
      ledger: await trx.selectFrom('credit_ledger').selectAll().where('user_id', 'in', users).orderBy('user_id').orderBy('position').execute(),
      disciplines: await trx.selectFrom('disciplines').selectAll().orderBy('id').execute(),
    });
    const live = await snapshot(db);
    expect(live.ledger.map((l) => l.kind)).toEqual(expect.arrayContaining(['late-forgiven', 'forfeited', 'waived']));
    const replayed = await db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('member_packages').where('user_id', 'in', users).execute();
        await trx.deleteFrom('credit_ledger').where('user_id', 'in', users).execute();
        await trx.deleteFrom('disciplines').execute();
        const streams = [...users.map((u) => memberStream(u).streamId), ...live.disciplines.map((d) => disciplineStream(d.id).streamId)];
        for (const streamId of streams) {
          const { events } = await readStream(trx, streamId);
          await applyAll(inlineProjectors().filter((p) => p.tables.some((table) => ['member_packages', 'credit_ledger', 'disciplines'].includes(table))), trx, events);
        }
        throw new RolledBack(await snapshot(trx));
      })
      .catch((error: unknown) => (error instanceof RolledBack ? error.snapshot : Promise.reject(error)));
    expect(replayed).toEqual(live);
  });
});
