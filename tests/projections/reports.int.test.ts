import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headPosition } from '../../events/store/read';
import { sequencePending } from '../../events/store/sequencer';
import { rebuildProjections } from '../../projections/rebuild';
import { inlineProjectors } from '../../services/features';
import { reportsProjector } from '../../projections/reports/reports.projector';
import { startAsyncProcessors, type RunningProcessors } from '../../projections/runner/async-runner';
import { scheduleChangeReactor } from '../../services/booking/schedule-change.reactor';
import { jsonUpload, raster } from '../support/receipt-files';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectRedeliveryChangesNothing, snapshotReports as snapshot } from './support/reports-run';

/** Setup steps must succeed; a failure names the request's answer. */
function ok<R extends { statusCode: number; body: string }>(res: R): R {
  if (res.statusCode >= 300) throw new Error(`setup request failed: ${res.statusCode} ${res.body}`);
  return res;
}

// reports@v8: a scripted week of studio activity through the real routes, folded by the async runner.
describe('reports@v8 projector', () => {
  let t: TestApp;
  let runner: RunningProcessors;
  const reports = () => reportsProjector({ tz: t.config.studioTz });
  const db = () => t.db.handle.db;
  const settle = async () => runner.waitFor((await sequencePending(db())).head);
  // Every command below runs on the test clock's Monday 16th: the events are recorded then, so the activity falls on it.
  const aroundTheSixteenth = 'desde=2026-11-15&hasta=2026-11-17';
  let admin: { token: string; userId: string };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' }); // a Monday
    admin = await t.signUp();
    runner = await startAsyncProcessors(t.db.handle, [scheduleChangeReactor({ clock: t.clock, tz: t.config.studioTz }), reports()], { pollMs: 50 });
    const studio = await createStudio(t, admin.token, [
      { dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 3 },
      { dia_semana: 'Miércoles', hora: '19:00', cupo_maximo: 2 },
    ]);
    const [s18, s19] = studio.slotIds as [number, number];
    const [m1, m2, m3] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const post = async (token: string, url: string, payload: object) => ok(await t.as(token, { method: 'POST', url, payload })).json();
    const png = await raster('png');
    const r1 = (await post(m1.token, '/api/paquetes/uploadComprobante', jsonUpload(png, studio.packageId))).requestId;
    await post(admin.token, '/api/paquetes/approveRequest', { requestId: r1 }); // 28 000
    const r2 = (await post(m2.token, '/api/paquetes/uploadComprobante', jsonUpload(png, studio.packageId))).requestId;
    await post(admin.token, '/api/paquetes/rejectRequest', { requestId: r2, reason: 'Ilegible' });
    await post(m3.token, '/api/paquetes/uploadComprobante', jsonUpload(png, studio.packageId)); // stays pending
    ok(await t.as(admin.token, {
      method: 'PUT', url: `/api/paquetes/updatePaquete/${studio.packageId}`,
      payload: { nombre: '8 clases', cantidad_clases: 8, precio: 30000, disciplina_id: studio.disciplinaId },
    }));
    await giveCredits(t, m2.userId, studio.packageId, 5); // 30 000: the price when it was assigned

    const book = async (token: string, slotId: number, fecha: string) => (await post(token, '/api/reservas/addReserva', { fecha, horario_id: slotId })).id as number;
    const cancel = (token: string, id: number) => t.as(token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id } });
    await book(m1.token, s18, '2026-11-18');
    await book(m2.token, s18, '2026-11-18');
    const m2at19 = await book(m2.token, s19, '2026-11-18');
    const m1next19 = await book(m1.token, s19, '2026-11-25');
    await book(m2.token, s19, '2026-11-25');
    await book(m1.token, s18, '2026-11-25');
    ok(await cancel(m2.token, m2at19)); // by the member
    ok(await cancel(admin.token, m1next19)); // by an admin
    // The reactor cancels m2's 25th at 19:00 (by the studio).
    ok(await t.as(admin.token, {
      method: 'POST', url: '/api/horarios/updateHorario',
      payload: { id: s19, dia_semana: 'Miércoles', hora: '20:00', disciplina_id: studio.disciplinaId, cupo_maximo: 2 },
    }));
    await settle();
    await settle(); // the reactor's cancellations are new events: fold them too
    t.clock.set('2026-11-20T10:00:00-03:00'); // the 18th's classes are past, the 25th's are not
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  it('adds up the day activity the commands recorded', async () => {
    const res = await t.as(admin.token, { method: 'GET', url: `/api/reportes/resumen?${aroundTheSixteenth}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(3);
    expect(body.totals).toEqual({
      bookings: 6,
      cancellations: 3,
      cancelledByMember: 1,
      cancelledByAdmin: 1,
      cancelledByStudio: 1,
      creditsConsumed: 6,
      creditsRestored: 3,
      requests: 3,
      approvals: 1,
      rejections: 1,
      packagesAssigned: 2,
      // Money and credits used fall on the commands' own day too (see below).
      revenue: 58000,
      sales: 2,
      reversals: 0,
      creditsUsed: 3,
      newMembers: 3,
      pendingRequests: 1,
    });
    // All on the 16th, none on the days around it (the clock moved to the 20th only after the commands).
    expect(body.days.map((d: { date: string; bookings: number }) => [d.date, d.bookings])).toEqual([['2026-11-15', 0], ['2026-11-16', 6], ['2026-11-17', 0]]);
  });

  it('sells each package at its price of that moment and nets the credits returned, on the commands\' day', async () => {
    const res = await t.as(admin.token, { method: 'GET', url: '/api/reportes/resumen?desde=2026-11-16&hasta=2026-11-16' });
    expect(res.statusCode, res.body).toBe(200);
    // 28 000 approved, then 30 000 assigned after the price changed; 6 credits consumed, 3 given back.
    expect(res.json().totals).toMatchObject({ revenue: 58000, sales: 2, reversals: 0, creditsUsed: 3 });
  });

  it('counts attendance of past occurrences only, by discipline, weekday and hour', async () => {
    const res = await t.as(admin.token, { method: 'GET', url: '/api/reportes/ocupacion?desde=2026-11-01&hasta=2026-11-30' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      { disciplineId: expect.any(Number), discipline: 'Funcional', weekday: 3, hour: 18, occurrences: 1, attendance: 2, capacity: 3, occupancy: 0.667 },
    ]);
    expect(res.json().totals).toEqual({ occurrences: 1, attendance: 2, capacity: 3, occupancy: 0.667 });
  });

  it('shows the projector caught up with the log', async () => {
    const res = await t.as(admin.token, { method: 'GET', url: '/api/reportes/estado' });
    expect(res.json()).toMatchObject({ processor: 'reports@v8', lag: 0, upToDate: true, head: await headPosition(db()) });
  });

  it('is unchanged when every event is delivered again', () => expectRedeliveryChangesNothing(t));

  it('replays from position 0 after a rebuild into identical tables', async () => {
    const before = await snapshot(db());
    expect(before.report_days!.length).toBeGreaterThan(0);
    const report = await rebuildProjections(db(), { projectors: inlineProjectors(), asyncProcessors: [reports()] });
    expect(report.processorsReset).toEqual(['reports@v8']);
    await settle();
    expect(await snapshot(db())).toEqual(before);
  });
});
