import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { reportsProjector } from '../../projections/reports/reports.projector';
import { startAsyncProcessors, type RunningProcessors } from '../../projections/runner/async-runner';
import { jsonUpload, raster } from '../support/receipt-files';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

type Day = { fecha: string; clases: { hora: string; estado: string; reservados: number; cupo_maximo: number; reservas: { nombre: string }[] }[] };

/*
 * The staff homes' two reads. A studio with Monday 08:00 and 19:00 and Tuesday 18:00 classes; the clock at Monday
 * 16 November 2026, 12:00. Dani bought a package the week before (Tuesday 10 November); Ana (ending Friday 20) and
 * Beto (ending 20 December) this week, both at $ 28.000; Caro's receipt waits. Ana booked Monday 19:00, Beto Tuesday.
 */
describe('the staff homes: the day’s classes (staff) and the owner’s figures (admins only)', () => {
  let t: TestApp;
  let runner: RunningProcessors;
  let admin: string;
  let coach: string;
  let member: string;
  let anaBooking: number;

  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
  const ok = async (token: string, url: string) => {
    const res = await get(token, url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const setup = async (token: string, url: string, payload: object, status = 200) => {
    const res = await t.as(token, { method: 'POST', url, payload });
    if (res.statusCode !== status) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-10T12:00:00-03:00' });
    runner = await startAsyncProcessors(t.db.handle, [reportsProjector({ tz: t.config.studioTz })], { pollMs: 50 });
    admin = (await t.signUp({ firstName: 'Leo', lastName: 'Díaz' })).token;
    const profe = await t.signUp({ firstName: 'Sofía', lastName: 'Ruiz' });
    coach = profe.token;
    await setup(admin, '/api/user/setRole', { clerkUserId: profe.userId, role: 'coach' });
    const studio = await createStudio(t, admin, [
      { dia_semana: 'Lunes', hora: '08:00', cupo_maximo: 8 },
      { dia_semana: 'Lunes', hora: '19:00', cupo_maximo: 8 },
      { dia_semana: 'Martes', hora: '18:00', cupo_maximo: 6 },
    ]);
    const [ana, beto, caro, dani] = [
      await t.signUp({ firstName: 'Ana', lastName: 'Paz' }), await t.signUp({ firstName: 'Beto', lastName: 'Gil' }),
      await t.signUp({ firstName: 'Caro', lastName: 'Sosa' }), await t.signUp({ firstName: 'Dani', lastName: 'Vega' }),
    ] as const;
    member = ana.token;
    await giveCredits(t, dani.userId, studio.packageId, 8, '2026-12-01');

    t.clock.set('2026-11-16T12:00:00-03:00');
    await giveCredits(t, ana.userId, studio.packageId, 8, '2026-11-20');
    await giveCredits(t, beto.userId, studio.packageId, 8, '2026-12-20');
    anaBooking = (await setup(ana.token, '/api/reservas/addReserva', { fecha: '2026-11-16', horario_id: studio.slotIds[1]! })).id;
    await setup(beto.token, '/api/reservas/addReserva', { fecha: '2026-11-17', horario_id: studio.slotIds[2]! });
    await setup(caro.token, '/api/paquetes/uploadComprobante', jsonUpload(await raster('png'), studio.packageId), 201);
    await runner.waitFor((await sequencePending(t.db.handle.db)).head);
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  it('GET /api/clases/proximas: today’s classes where they stand, with rosters, and the next day’s', async () => {
    const { hoy, siguiente } = (await ok(coach, '/api/clases/proximas')) as { hoy: Day; siguiente: Day };
    expect(hoy.fecha).toBe('2026-11-16');
    expect(hoy.clases.map((c) => [c.hora, c.estado, `${c.reservados}/${c.cupo_maximo}`, c.reservas.map((r) => r.nombre)])).toEqual([
      ['08:00', 'terminada', '0/8', []],
      ['19:00', 'proxima', '1/8', ['Ana Paz']],
    ]);
    expect(siguiente.fecha).toBe('2026-11-17');
    expect(siguiente.clases.map((c) => [c.hora, c.estado, c.reservas.map((r) => r.nombre)])).toEqual([['18:00', 'proxima', ['Beto Gil']]]);
    // Admins run classes too: the same answer.
    expect(await ok(admin, '/api/clases/proximas')).toEqual({ hoy, siguiente });
  });

  it('the next day is the next one with classes: from Tuesday night it is next Monday', async () => {
    t.clock.set('2026-11-17T20:00:00-03:00');
    try {
      const { hoy, siguiente } = (await ok(coach, '/api/clases/proximas')) as { hoy: Day; siguiente: Day };
      expect([hoy.fecha, hoy.clases.map((c) => c.estado)]).toEqual(['2026-11-17', ['terminada']]);
      expect([siguiente.fecha, siguiente.clases.map((c) => c.hora)]).toEqual(['2026-11-23', ['08:00', '19:00']]);
    } finally {
      t.clock.set('2026-11-16T12:00:00-03:00');
    }
  });

  it('GET /api/reportes/inicio: pending receipts, packages ending within 7 days and this week’s income', async () => {
    expect(await ok(admin, '/api/reportes/inicio')).toEqual({
      fecha: '2026-11-16',
      comprobantesPendientes: 1,
      vencenPronto: 1,
      enMora: 0,
      ingresosSemana: { desde: '2026-11-16', hasta: '2026-11-22', total: 56000 },
    });
  });

  it('the owner’s figures are money: a coach gets 403 ADMIN_ONLY; a member reaches neither read', async () => {
    const coachRes = await get(coach, '/api/reportes/inicio');
    expect(coachRes.statusCode).toBe(403);
    expect(coachRes.json()).toMatchObject({ code: 'ADMIN_ONLY', detail: 'Esta sección es solo para administradores.' });
    expect((await get(member, '/api/reportes/inicio')).statusCode).toBe(403);
    const memberRes = await get(member, '/api/clases/proximas');
    expect(memberRes.statusCode).toBe(403);
    expect(memberRes.json()).toMatchObject({ code: 'STAFF_ONLY' });
    expect((await get(undefined as never, '/api/clases/proximas')).statusCode).toBe(401);
  });

  it('Reportes’ occupancy and its attendance table count the same classes: a class later today joins both once it starts', async () => {
    const figures = async () => {
      await runner.waitFor((await sequencePending(t.db.handle.db)).head);
      const range = 'desde=2026-11-01&hasta=2026-11-30';
      const occupancy = await ok(admin, `/api/reportes/ocupacion?${range}`);
      const attendance = await ok(admin, `/api/reportes/asistencia?${range}`);
      const classes = (attendance.clases as { hora: string; clases: number; presentes: number }[]).filter((c) => c.clases > 0);
      return { occupancy: [occupancy.totals.occurrences, occupancy.totals.attendance], classes: classes.map((c) => [c.hora, c.presentes]) };
    };
    // Ana checked in at 18:30 (check-in opens an hour before): her 19:00 class has not started yet.
    t.clock.set('2026-11-16T18:30:00-03:00');
    try {
      await setup(admin, '/api/reservas/checkIn', { id: anaBooking });
      expect(await figures()).toEqual({ occupancy: [0, 0], classes: [] });
      t.clock.set('2026-11-16T19:10:00-03:00');
      expect(await figures()).toEqual({ occupancy: [1, 1], classes: [['19:00', 1]] });
    } finally {
      t.clock.set('2026-11-16T12:00:00-03:00');
    }
  });
});
