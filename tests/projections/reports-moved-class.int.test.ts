import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBookingsForExport } from '../../projections/reports/report-export.queries';
import { createSession } from '../../services/platform/auth/local-sessions';
import { createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import type { RunningProcessors } from '../../projections/runner/async-runner';
import { expectRedeliveryChangesNothing, rebuildReports, settleReports, snapshotReports, startReports } from './support/reports-run';

const WED = '2026-11-18';
const THU = '2026-11-19';
const FRI = '2026-11-20';

/*
 * A class the studio moved in Reportes: a booking that followed it is the same booking, now on the new
 * class; one that could not follow is the studio's cancellation, as a cancelled class's. Wednesday 18:00 (2 places)
 * and Thursday 19:00 (3), on the test clock's Monday 16 November:
 *   Ana and Bea book Wednesday (full), Caro waits; Bea and Dani book Thursday          4 bookings, 4 credits
 *   the studio moves Wednesday to Thursday 19:00: Ana follows; Bea, busy then, is cancelled with her credit back
 *   (the studio's), Caro's waiting place follows and takes the place Bea left            +1 booking (Caro), +1 credit, −1
 *   on Tuesday the studio moves that class again, to Friday 18:00: Ana and Caro follow   nothing new
 * Bookings 5 (Ana's once, now on Friday), cancellations 1 (estudio), credits used 5 − 1 = 4; Ana spent one credit.
 */
describe('reports@v8: a moved class is the same bookings on the new class', () => {
  let t: TestApp;
  let runner: RunningProcessors;
  let admin: string;
  const db = () => t.db.handle.db;
  const moves: { reservas_movidas: number; reservas_canceladas: number; en_espera_movidas: number }[] = [];
  const people: Record<string, { token: string; userId: string }> = {};
  const get = async (url: string) => {
    const res = await t.as(admin, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ok = async (res: Promise<{ statusCode: number; body: string; json(): any }>) => {
    const answer = await res;
    if (answer.statusCode >= 300) throw new Error(`setup request failed: ${answer.statusCode} ${answer.body}`);
    return answer.json();
  };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    const owner = await t.signUp();
    admin = owner.token;
    runner = await startReports(t);
    const studio = await createStudio(t, admin, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 2 }, { dia_semana: 'Jueves', hora: '19:00', cupo_maximo: 3 }]);
    const [wed, thu] = studio.slotIds as [number, number];
    for (const name of ['Ana', 'Bea', 'Caro', 'Dani']) {
      people[name] = await t.signUp({ firstName: name, lastName: 'Pérez' });
      await giveCredits(t, people[name]!.userId, studio.packageId, 8);
    }
    const post = (who: string, url: string, payload: object) => ok(t.as(people[who]?.token ?? admin, { method: 'POST', url, payload }));
    await post('Ana', '/api/reservas/addReserva', { horario_id: wed, fecha: WED });
    await post('Bea', '/api/reservas/addReserva', { horario_id: wed, fecha: WED });
    await post('Caro', '/api/reservas/joinWaitlist', { horario_id: wed, fecha: WED });
    await post('Bea', '/api/reservas/addReserva', { horario_id: thu, fecha: THU });
    await post('Dani', '/api/reservas/addReserva', { horario_id: thu, fecha: THU });
    const first = await post('admin', '/api/horarios/moveOccurrence', { horario_id: wed, fecha: WED, nueva_fecha: THU, nueva_hora: '19:00', motivo: 'Sala en obra' });
    t.clock.set('2026-11-17T10:00:00-03:00');
    admin = (await createSession(db(), owner.userId, t.clock.now(), 1)).token; // sessions go idle over a day
    const second = await post('admin', '/api/horarios/moveOccurrence', { horario_id: first.id, fecha: THU, nueva_fecha: FRI, nueva_hora: '18:00', motivo: 'Otra sala' });
    moves.push(first, second);
    await settleReports(t, runner);
    t.clock.set('2026-11-20T20:00:00-03:00'); // every class has been given
    admin = (await createSession(db(), owner.userId, t.clock.now(), 1)).token;
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  const expectFigures = async () => {
    // Recorded on the days the clock gave the commands: the bookings, Bea's cancellation and Caro's place on the 16th.
    const activityRange = 'desde=2026-11-16&hasta=2026-11-17';
    const activity = await get(`/api/reportes/resumen?${activityRange}`);
    expect(activity.totals).toMatchObject({ bookings: 5, cancellations: 1, cancelledByMember: 0, cancelledByAdmin: 0, cancelledByStudio: 1, creditsConsumed: 5, creditsRestored: 1 });
    const bookings = await get(`/api/reportes/detalle?${activityRange}&cifra=reservas`);
    expect([bookings.total, bookings.counts]).toEqual([5, { reserva: 5 }]);
    const classOf = (e: { member: string; clase: { fecha: string; hora: string } }) => [e.member, e.clase.fecha, e.clase.hora];
    expect(bookings.entries.map(classOf)).toEqual([
      ['Ana Pérez', FRI, '18:00'], ['Bea Pérez', WED, '18:00'], ['Bea Pérez', THU, '19:00'], ['Dani Pérez', THU, '19:00'], ['Caro Pérez', FRI, '18:00'],
    ]);
    const cancelled = await get(`/api/reportes/detalle?${activityRange}&cifra=cancelaciones`);
    expect([cancelled.total, cancelled.counts, cancelled.entries.map(classOf)]).toEqual([1, { estudio: 1 }, [['Bea Pérez', WED, '18:00']]]);

    const november = 'desde=2026-11-01&hasta=2026-11-30';
    expect((await get(`/api/reportes/resumen?${november}`)).totals.creditsUsed).toBe(4);
    const credits = await get(`/api/reportes/detalle?${november}&cifra=creditos`);
    expect([credits.total, credits.counts]).toEqual([4, { consumo: 5, devolucion: 1 }]);

    // Places follow the class: the Wednesday and the first Thursday one are empty, Friday holds Ana and Caro.
    const week = 'desde=2026-11-16&hasta=2026-11-22';
    const rows = (await get(`/api/reportes/ocupacion?${week}`)).rows.map((r: { weekday: number; hour: number; occurrences: number; attendance: number; capacity: number }) =>
      [r.weekday, r.hour, r.occurrences, r.attendance, r.capacity]);
    expect(rows).toEqual([[4, 19, 1, 2, 3], [5, 18, 1, 2, 2]]);
    const occupancy = await get(`/api/reportes/detalle?${week}&cifra=ocupacion`);
    expect([occupancy.total, occupancy.entries.map((e: { clase: { fecha: string; hora: string } }) => [e.clase.fecha, e.clase.hora])]).toEqual([4, [[THU, '19:00'], [FRI, '18:00']]]);
  };

  it('counts a booking that followed its moved class once, on the new class, and the one that could not as the studio\'s cancellation', async () => {
    expect(moves.map((m) => [m.reservas_movidas, m.reservas_canceladas, m.en_espera_movidas])).toEqual([[1, 1, 1], [2, 0, 0]]);
    await expectFigures();
    expect(await creditsOf(t, people.Ana!.userId)).toBe(7);
  });

  it('exports a moved booking once, at the class it is at now, booked when the member first booked it', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/reportes/exportar?tipo=reservas&desde=2026-11-16&hasta=2026-11-22' });
    expect(res.statusCode, res.body).toBe(200);
    // Bookings carry the time they were recorded, on the test clock: all on the 16th at noon, though Ana's and Caro's
    // were moved again on the 17th at 10:00.
    const rows = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n').slice(1);
    expect(rows).toEqual([
      '18/11/2026;18:00;Funcional;Bea Pérez;Cancelada;16/11/2026 12:00;16/11/2026 12:00',
      '19/11/2026;19:00;Funcional;Bea Pérez;Reservada;16/11/2026 12:00;',
      '19/11/2026;19:00;Funcional;Dani Pérez;Reservada;16/11/2026 12:00;',
      '20/11/2026;18:00;Funcional;Ana Pérez;Reservada;16/11/2026 12:00;',
      '20/11/2026;18:00;Funcional;Caro Pérez;Reservada;16/11/2026 12:00;',
    ]);
    // Ana's booking was moved twice: the export says when she booked the Wednesday, not when the studio moved it.
    const anas = await db().selectFrom('bookings').select(['fecha', 'booked_at']).where('user_id', '=', people.Ana!.userId).orderBy('id').execute();
    expect(anas).toHaveLength(3);
    const exported = (await listBookingsForExport(db(), { from: '2026-11-16', to: '2026-11-22' })).filter((b) => b.member === 'Ana Pérez');
    expect(exported.map((b) => [b.date, b.bookedAt.getTime()])).toEqual([[FRI, new Date(anas[0]!.booked_at).getTime()]]);
    expect(new Date(anas[2]!.booked_at).getTime()).toBeGreaterThan(new Date(anas[0]!.booked_at).getTime());
  });

  it('is unchanged when every event is delivered again', () => expectRedeliveryChangesNothing(t));

  it('reports the same figures after a rebuild from 0', async () => {
    // The runner keeps folding while the rebuild resets it: the tables it ends with, not a count mid-way, are the check.
    const before = await snapshotReports(db());
    const report = await rebuildReports(t, runner);
    expect(report.processorsReset).toEqual(['reports@v8']);
    expect(await snapshotReports(db())).toEqual(before);
    await expectFigures();
  });
});
