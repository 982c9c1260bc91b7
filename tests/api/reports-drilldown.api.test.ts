import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { reportsProjector } from '../../projections/reports/reports.projector';
import { startAsyncProcessors, type RunningProcessors } from '../../projections/runner/async-runner';
import { studioTime } from '../../domain/time/studio-time';
import { jsonUpload, raster } from '../support/receipt-files';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type Entry = { kind: string; member: string | null; package: string | null; amount: number; clase?: { fecha: string; hora: string; disciplina: string | null }; capacity?: number };

/*
 * Every figure of Reportes lists the events behind it, and the list adds up to the figure. The activity
 * figures fall on the day each event was recorded (as the reports projector counts them): the test clock's, TEST_NOW,
 * Monday 16 November 2026 at noon, with the class on Wednesday the 18th.
 *   the admin and 6 members sign up (Ana, Beto, Caro, Dani, Eli, Fede)   socios nuevos 6
 *   Ana, Beto and Caro book the class in 2 days (4 places)                 reservas 3
 *   Caro cancels; the admin cancels Beto's booking                         cancelaciones 2 (socio 1, admin 1)
 *   Dani's request waits, Eli's is approved, Fede's rejected               pendientes 1 (aprobadas 1, rechazadas 1)
 *   after the class starts: Ana's live booking of 4 places                 ocupación 1 / 4
 */
describe('GET /api/reportes/detalle: every figure of the dashboard and the events behind it', () => {
  let t: TestApp;
  let runner: RunningProcessors;
  let admin: string;
  let today: string;
  let classDay: string;
  let slotId: number;
  const db = () => t.db.handle.db;

  const get = async (url: string) => {
    const res = await t.as(admin, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const range = () => `desde=${today}&hasta=${addDays(today, 14)}`;
  const detail = (cifra: string) => get(`/api/reportes/detalle?${range()}&cifra=${cifra}`);

  beforeAll(async () => {
    t = await createTestApp();
    today = studioTime(t.clock.now(), t.config.studioTz).date;
    classDay = addDays(today, 2);
    admin = (await t.signUp({ firstName: 'Admin', lastName: 'Estudio' })).token;
    runner = await startAsyncProcessors(t.db.handle, [reportsProjector({ tz: t.config.studioTz })], { pollMs: 50 });
    const weekday = WEEKDAYS[new Date(`${classDay}T12:00:00Z`).getUTCDay()]!;
    const studio = await createStudio(t, admin, [{ dia_semana: weekday, hora: '18:00', cupo_maximo: 4 }]);
    slotId = studio.slotIds[0]!;
    const [ana, beto, caro, dani, eli, fede] = [
      await t.signUp({ firstName: 'Ana', lastName: 'Paz' }), await t.signUp({ firstName: 'Beto', lastName: 'Ruiz' }),
      await t.signUp({ firstName: 'Caro', lastName: 'Sosa' }), await t.signUp({ firstName: 'Dani', lastName: 'Vega' }),
      await t.signUp({ firstName: 'Eli', lastName: 'Luna' }), await t.signUp({ firstName: 'Fede', lastName: 'Gil' }),
    ] as const;
    const post = async (token: string, url: string, payload: object) => {
      const res = await t.as(token, { method: 'POST', url, payload });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const book = async (m: { token: string; userId: string }) => {
      await giveCredits(t, m.userId, studio.packageId, 4, addDays(today, 30));
      return (await post(m.token, '/api/reservas/addReserva', { fecha: classDay, horario_id: studio.slotIds[0] })).id as number;
    };
    await book(ana);
    const betoBooking = await book(beto);
    const caroBooking = await book(caro);
    const cancel = async (token: string, id: number) => {
      const res = await t.as(token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id } });
      if (res.statusCode >= 300) throw new Error(`cancel: ${res.statusCode} ${res.body}`);
    };
    await cancel(caro.token, caroBooking);
    await cancel(admin, betoBooking);
    const png = await raster('png');
    const ask = async (m: { token: string }) => (await post(m.token, '/api/paquetes/uploadComprobante', jsonUpload(png, studio.packageId))).requestId as number;
    await ask(dani);
    await post(admin, '/api/paquetes/approveRequest', { requestId: await ask(eli) });
    await post(admin, '/api/paquetes/rejectRequest', { requestId: await ask(fede), reason: 'El comprobante no se lee' });
    await runner.waitFor((await sequencePending(db())).head);
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  it('bookings: one line per reservation, with the class, adding up to the Reservas figure', async () => {
    const { totals } = await get(`/api/reportes/resumen?${range()}`);
    const reservas = await detail('reservas');
    expect(reservas.total).toBe(totals.bookings);
    expect(reservas.entries.map((e: Entry) => [e.kind, e.member, e.clase])).toEqual(['Ana Paz', 'Beto Ruiz', 'Caro Sosa'].map((name) =>
      ['reserva', name, { fecha: classDay, hora: '18:00', disciplina: 'Funcional' }]));
    expect(reservas.counts).toEqual({ reserva: 3 });
  });

  it('cancellations: who cancelled each, adding up to the figure and its split', async () => {
    const { totals } = await get(`/api/reportes/resumen?${range()}`);
    const cancelaciones = await detail('cancelaciones');
    expect(cancelaciones.total).toBe(totals.cancellations);
    expect(cancelaciones.counts).toEqual({ socio: totals.cancelledByMember, admin: totals.cancelledByAdmin });
    expect(cancelaciones.entries.map((e: Entry) => [e.kind, e.member])).toEqual([['socio', 'Caro Sosa'], ['admin', 'Beto Ruiz']]);
  });

  it('new members: the members who signed up (not the admin), adding up to Socios nuevos', async () => {
    const { totals } = await get(`/api/reportes/resumen?${range()}`);
    const socios = await detail('socios');
    expect(totals.newMembers).toBe(6);
    expect(socios.total).toBe(6);
    expect(socios.entries.map((e: Entry) => e.member)).toEqual(['Ana Paz', 'Beto Ruiz', 'Caro Sosa', 'Dani Vega', 'Eli Luna', 'Fede Gil']);
  });

  it('requests: the pending ones make the figure; the decisions of the range are listed beside them', async () => {
    const { totals } = await get(`/api/reportes/resumen?${range()}`);
    const solicitudes = await detail('solicitudes');
    expect(totals).toMatchObject({ pendingRequests: 1, approvals: 1, rejections: 1 });
    expect(solicitudes.total).toBe(totals.pendingRequests);
    expect(solicitudes.counts).toEqual({ pendiente: 1, aprobada: 1, rechazada: 1 });
    expect(solicitudes.entries.map((e: Entry) => [e.kind, e.member, e.package])).toEqual([
      ['pendiente', 'Dani Vega', '8 clases'], ['aprobada', 'Eli Luna', '8 clases'], ['rechazada', 'Fede Gil', '8 clases'],
    ]);
  });

  it('occupancy: once the class has started, its live bookings over its places, as Ocupación promedio', async () => {
    const before = await detail('ocupacion');
    expect(before.entries).toEqual([]); // the class has not started yet
    t.clock.set(`${classDay}T18:30:00-03:00`);
    const { totals } = await get(`/api/reportes/ocupacion?${range()}`);
    const ocupacion = await detail('ocupacion');
    expect(ocupacion.total).toBe(totals.attendance);
    expect(ocupacion.counts).toEqual({ clases: totals.occurrences, capacidad: totals.capacity });
    expect(ocupacion.entries.map((e: Entry) => [e.kind, e.clase, e.amount, e.capacity])).toEqual([
      ['clase', { fecha: classDay, hora: '18:00', disciplina: 'Funcional' }, 1, 4],
    ]);
  });

  it('narrows occupancy to one row of the attendance tables: discipline × weekday × hour, or one weekly class', async () => {
    // Runs after the class started (the clock set above).
    const { rows } = await get(`/api/reportes/ocupacion?${range()}`);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    const narrowed = async (filter: string) => get(`/api/reportes/detalle?${range()}&cifra=ocupacion&${filter}`);
    const byRow = await narrowed(`disciplina=${row.disciplineId}&dia=${row.weekday}&hora=${row.hour}`);
    expect([byRow.total, byRow.counts]).toEqual([row.attendance, { clases: row.occurrences, capacidad: row.capacity }]);
    expect(byRow.entries.map((e: Entry) => e.clase)).toEqual([{ fecha: classDay, hora: '18:00', disciplina: 'Funcional' }]);
    expect((await narrowed(`horario=${slotId}`)).entries).toHaveLength(1);
    for (const other of [`hora=${(row.hour + 1) % 24}`, `dia=${(row.weekday % 7) + 1}`, `disciplina=${row.disciplineId + 1}`, 'disciplina=sin', `horario=${slotId + 1}`]) {
      const none = await narrowed(other);
      expect([none.total, none.counts, none.entries], other).toEqual([0, { clases: 0, capacidad: 0 }, []]);
    }
  });

  it.each([
    ['cifra=ocupacion&dia=8', 'El filtro dia tiene que ser un número entre 1 y 7.'],
    ['cifra=ocupacion&hora=18:00', 'El filtro hora tiene que ser un número entre 0 y 23.'],
    ['cifra=ocupacion&horario=uno', 'El filtro horario tiene que ser un número entre 1 y 999999999.'],
    ['cifra=reservas&horario=1', 'Los filtros disciplina, dia, hora y horario solo sirven para la cifra ocupacion.'],
  ])('refuses the row filter %s with a Spanish 400', async (query, detail) => {
    const res = await t.as(admin, { method: 'GET', url: `/api/reportes/detalle?${range()}&${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail });
  });

  it('is for admins only, and names the figures it knows when asked for another', async () => {
    const member = (await t.signUp()).token;
    for (const cifra of ['reservas', 'cancelaciones', 'ocupacion', 'socios', 'solicitudes']) {
      expect((await t.as(member, { method: 'GET', url: `/api/reportes/detalle?${range()}&cifra=${cifra}` })).statusCode, cifra).toBe(403);
    }
    const unknown = await t.as(admin, { method: 'GET', url: `/api/reportes/detalle?${range()}&cifra=visitas` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail: 'Elige la cifra a detallar: ingresos, creditos, reservas, cancelaciones, ocupacion, socios, solicitudes.' });
  });
});
