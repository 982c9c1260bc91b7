import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningProcessors } from '../../projections/runner/async-runner';
import { jsonUpload, raster } from '../support/receipt-files';
import { createSession } from '../../services/platform/auth/local-sessions';
import { expireDuePackages } from '../../services/packages/package-expiry.job';
import { createStudio } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectRedeliveryChangesNothing, rebuildReports, settleReports, snapshotReports, startReports } from './support/reports-run';

function ok<R extends { statusCode: number; body: string }>(res: R): R {
  if (res.statusCode >= 300) throw new Error(`setup request failed: ${res.statusCode} ${res.body}`);
  return res;
}

/*
 * Money that adds up: a scripted November through the real routes, with the test clock setting each command's day.
 * The studio prorates a mid-month start (credits to the days left, rounded up); classes on Wednesdays 18:00 and
 * Fridays 19:00. Package A "8 clases" costs $28.000 until the 5th, then $30.000; package B "12 clases" costs $40.000.
 *   02  m1 requests A, the admin approves               sale A      +28.000
 *   03  the admin assigns B to m2                       sale B      +40.000
 *   05  A goes up to $30.000
 *   06  the admin assigns A to m3                       sale A      +30.000
 *   10  the admin assigns A to m3 again                 replacement       0  (before: +30.000 more)
 *   12  the admin assigns A to m4                       sale A      +30.000
 *   13  the admin removes m4's package                  reversal A  −30.000
 *   16  the admin assigns A to m2 (who holds B)         reversal B  −40.000, sale A +30.000
 *   16  m1 books the 18th and the 25th, m2 and m3 the 18th: 4 credits consumed
 *   17  m1 cancels the 25th in time: 1 credit restored; m2 and m3 book the 25th, m1 Friday the 27th: 3 consumed
 *   19  the admin cancels the class of the 25th (calendar exception): m2's and m3's credits come back (2)
 *   20  m1 tops up with an A (recarga), approved          sale A      +30.000
 *   21  m3 renews A (renovacion), approved and queued     sale A      +30.000
 *   22  the admin closes the 27th (holiday): m1's booking goes, its credit comes back (1)
 * Income: 28.000 + 40.000 + 30.000 + 30.000 − 30.000 − 40.000 + 30.000 + 30.000 + 30.000 = 148.000 (m1, m2 and
 * m3 each hold an A bought at 28.000, 30.000 and 30.000, m1 topped up for 30.000 and m3 paid a renewal of 30.000).
 * Prorated credits: m3 assigned A again on the 10th holds 8 × 21/30 → 6; m2 assigned A on the 16th holds 8 × 15/30 = 4.
 * Credits used: 4 − 1 + 3 − 2 − 1 = 3. Bookings 7, cancellations 4 (1 by the member, 3 by the studio's calendar);
 * those counters fall on the day each event is recorded, money on the command's day: both the test clock's.
 * December: on the 1st the renewal starts (sold already: nothing new); on the 2nd the admin removes m3's package,
 * which reverses the renewal's 30.000.
 */
describe('reports@v8: money that adds up over a scripted month', () => {
  let t: TestApp;
  let runner: RunningProcessors;
  let admin: string;
  const db = () => t.db.handle.db;
  const november = 'desde=2026-11-01&hasta=2026-11-30';
  const get = async (url: string) => {
    const res = await t.as(admin, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const prorated: { m2?: number; m3?: number } = {};
  const calendar: { cancelled?: number; closed?: number } = {};

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-01T09:00:00-03:00' });
    const owner = await t.signUp();
    admin = owner.token;
    runner = await startReports(t);
    const studio = await createStudio(t, admin, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 6 }, { dia_semana: 'Viernes', hora: '19:00', cupo_maximo: 6 }]);
    const [slot, friday] = studio.slotIds as [number, number];
    ok(await t.as(admin, {
      method: 'PUT', url: '/api/paquetes/settings', payload: { vigencia: 'mes', dias: null, inicio_a_mitad_de_mes: 'prorrateo', alias: '', cbu: '', titular: '' },
    }));
    const a = studio.packageId;
    const post = async (token: string, url: string, payload: object) => ok(await t.as(token, { method: 'POST', url, payload })).json();
    const b = ok(await t.as(admin, {
      method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: '12 clases', cantidad_clases: 12, precio: 40000, disciplina_id: studio.disciplinaId },
    })).json().id as number;
    const [m1, m2, m3, m4] = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
    // Each day's first step: the clock moves, and whoever acts signs in again (sessions go idle over days).
    const signIn = async (userId: string) => (await createSession(db(), userId, t.clock.now(), 1)).token;
    const on = async (day: string) => {
      t.clock.set(`2026-11-${day}T10:00:00-03:00`);
      admin = await signIn(owner.userId);
    };
    const assign = (userId: string, paqueteId: number | null) =>
      post(admin, '/api/paquetes/assignPackageToUser', { clerkUserId: userId, paqueteId, validoHasta: paqueteId === null ? null : '2026-12-01' });

    await on('02');
    const request = (await post(m1.token, '/api/paquetes/uploadComprobante', jsonUpload(await raster('png'), a))).requestId;
    await post(admin, '/api/paquetes/approveRequest', { requestId: request });
    await on('03');
    await assign(m2.userId, b);
    await on('05');
    ok(await t.as(admin, {
      method: 'PUT', url: `/api/paquetes/updatePaquete/${a}`,
      payload: { nombre: '8 clases', cantidad_clases: 8, precio: 30000, disciplina_id: studio.disciplinaId },
    }));
    await on('06');
    await assign(m3.userId, a);
    await on('10');
    await assign(m3.userId, a);
    prorated.m3 = (await post(admin, '/api/paquetes/getUserPackage', { clerkUserId: m3.userId })).creditos_restantes;
    await on('12');
    await assign(m4.userId, a);
    await on('13');
    await assign(m4.userId, null);
    await on('16');
    await assign(m2.userId, a);
    prorated.m2 = (await post(admin, '/api/paquetes/getUserPackage', { clerkUserId: m2.userId })).creditos_restantes;
    const book = async (userId: string, fecha: string, horario_id = slot) => (await post(await signIn(userId), '/api/reservas/addReserva', { fecha, horario_id })).id as number;
    await book(m1.userId, '2026-11-18');
    const m1On25 = await book(m1.userId, '2026-11-25');
    await book(m2.userId, '2026-11-18');
    await book(m3.userId, '2026-11-18');
    await on('17');
    ok(await t.as(await signIn(m1.userId), { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: m1On25 } }));
    await book(m2.userId, '2026-11-25');
    await book(m3.userId, '2026-11-25');
    await book(m1.userId, '2026-11-27', friday);
    await on('19');
    calendar.cancelled = (await post(admin, '/api/horarios/cancelOccurrence', { horario_id: slot, fecha: '2026-11-25', motivo: 'Profesor enfermo' })).reservas_canceladas;
    const more = async (userId: string, tipo: 'renovacion' | 'recarga') => {
      const sent = await post(await signIn(userId), '/api/paquetes/uploadComprobante', { ...jsonUpload(await raster('png'), a), tipo });
      await post(admin, '/api/paquetes/approveRequest', { requestId: sent.requestId });
    };
    await on('20');
    await more(m1.userId, 'recarga');
    await on('21');
    await more(m3.userId, 'renovacion');
    await on('22');
    calendar.closed = (await post(admin, '/api/horarios/closeDate', { fecha: '2026-11-27', motivo: 'Feriado' })).reservas_canceladas;
    t.clock.set('2026-12-01T00:05:00-03:00');
    await expireDuePackages({ db: db(), clock: t.clock, studioTz: t.config.studioTz });
    t.clock.set('2026-12-02T10:00:00-03:00');
    admin = await signIn(owner.userId);
    await assign(m3.userId, null);
    await settleReports(t, runner);
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  /** The live report equals the hand computation above; returns the income total it checked. */
  const expectHandComputedFigures = async () => {
    const summary = await get(`/api/reportes/resumen?${november}`);
    expect(summary.totals).toMatchObject({ revenue: 148000, sales: 7, reversals: 2, creditsUsed: 3 });
    const byDay = Object.fromEntries(
      summary.days.filter((d: { revenue: number; creditsUsed: number; sales: number }) => d.revenue !== 0 || d.creditsUsed !== 0 || d.sales !== 0)
        .map((d: { date: string; revenue: number; creditsUsed: number }) => [d.date, [d.revenue, d.creditsUsed]]),
    );
    expect(byDay).toEqual({
      '2026-11-02': [28000, 0],
      '2026-11-03': [40000, 0],
      '2026-11-06': [30000, 0],
      '2026-11-12': [30000, 0],
      '2026-11-13': [-30000, 0],
      '2026-11-16': [-10000, 4],
      '2026-11-17': [0, 2],
      '2026-11-19': [0, -2],
      '2026-11-20': [30000, 0],
      '2026-11-21': [30000, 0],
      '2026-11-22': [0, -1],
    });
    expect(summary.byPackage).toEqual([
      { packageId: expect.any(Number), package: '8 clases', sales: 6, reversals: 1, revenue: 148000 },
      { packageId: expect.any(Number), package: '12 clases', sales: 1, reversals: 1, revenue: 0 },
    ]);

    const income = await get(`/api/reportes/detalle?${november}&cifra=ingresos`);
    expect(income.total).toBe(148000);
    expect(income.entries.map((e: { date: string; kind: string; package: string; amount: number }) => [e.date, e.kind, e.package, e.amount])).toEqual([
      ['2026-11-02', 'venta', '8 clases', 28000],
      ['2026-11-03', 'venta', '12 clases', 40000],
      ['2026-11-06', 'venta', '8 clases', 30000],
      ['2026-11-10', 'reemplazo', '8 clases', 0],
      ['2026-11-10', 'reemplazo', '8 clases', 0],
      ['2026-11-12', 'venta', '8 clases', 30000],
      ['2026-11-13', 'reversion', '8 clases', -30000],
      ['2026-11-16', 'reversion', '12 clases', -40000],
      ['2026-11-16', 'venta', '8 clases', 30000],
      ['2026-11-20', 'recarga', '8 clases', 30000],
      ['2026-11-21', 'renovacion', '8 clases', 30000],
    ]);
    const december = await get('/api/reportes/detalle?desde=2026-12-01&hasta=2026-12-31&cifra=ingresos');
    expect(december.entries.map((e: { date: string; kind: string; amount: number }) => [e.date, e.kind, e.amount])).toEqual([['2026-12-02', 'reversion', -30000]]);
    const credits = await get(`/api/reportes/detalle?${november}&cifra=creditos`);
    expect(credits.total).toBe(3);
    expect(credits.entries.map((e: { date: string; kind: string; amount: number }) => [e.date, e.kind, e.amount])).toEqual([
      ['2026-11-16', 'consumo', 1], ['2026-11-16', 'consumo', 1], ['2026-11-16', 'consumo', 1], ['2026-11-16', 'consumo', 1],
      ['2026-11-17', 'devolucion', -1], ['2026-11-17', 'consumo', 1], ['2026-11-17', 'consumo', 1], ['2026-11-17', 'consumo', 1],
      ['2026-11-19', 'devolucion', -1], ['2026-11-19', 'devolucion', -1],
      ['2026-11-22', 'devolucion', -1],
    ]);
    // Bookings and cancellations on the days they were recorded: the class cancelled and the holiday are the studio's.
    expect(summary.totals).toMatchObject({ bookings: 7, cancellations: 4, cancelledByMember: 1, cancelledByAdmin: 0, cancelledByStudio: 3, creditsConsumed: 7, creditsRestored: 4 });
    const activityByDay = Object.fromEntries(
      summary.days.filter((d: { bookings: number; cancellations: number }) => d.bookings !== 0 || d.cancellations !== 0)
        .map((d: { date: string; bookings: number; cancellations: number }) => [d.date, [d.bookings, d.cancellations]]),
    );
    expect(activityByDay).toEqual({ '2026-11-16': [4, 0], '2026-11-17': [3, 1], '2026-11-19': [0, 2], '2026-11-22': [0, 1] });
    const cancelled = await get(`/api/reportes/detalle?${november}&cifra=cancelaciones`);
    expect([cancelled.total, cancelled.counts]).toEqual([4, { socio: 1, estudio: 3 }]);
    expect((await get(`/api/reportes/detalle?${november}&cifra=reservas`)).total).toBe(7);
    return summary.totals.revenue as number;
  };

  it('reports the hand-computed income, by day and package, and the credits used net of returns', async () => {
    expect(await expectHandComputedFigures()).toBe(148000);
  });

  it('prorated the mid-month assignments, and the class cancelled and the holiday gave their credits back', async () => {
    expect(prorated).toEqual({ m3: 6, m2: 4 });
    expect(calendar).toEqual({ cancelled: 2, closed: 1 });
  });

  it('is unchanged when every event is delivered again', () => expectRedeliveryChangesNothing(t));

  it('reports the same figures after a rebuild from 0', async () => {
    // The runner keeps folding while the rebuild resets it: the tables it ends with, not a count mid-way, are the check.
    const before = await snapshotReports(db());
    const report = await rebuildReports(t, runner);
    expect(report.processorsReset).toEqual(['reports@v8']);
    expect(await snapshotReports(db())).toEqual(before);
    expect(await expectHandComputedFigures()).toBe(148000);
  });

  it('lists the events behind a figure to admins only, and asks for a known figure', async () => {
    const member = (await t.signUp()).token;
    expect((await t.as(member, { method: 'GET', url: `/api/reportes/detalle?${november}&cifra=ingresos` })).statusCode).toBe(403);
    const unknown = await t.as(admin, { method: 'GET', url: `/api/reportes/detalle?${november}&cifra=visitas` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail: 'Elige la cifra a detallar: ingresos, creditos, reservas, cancelaciones, ocupacion, socios, solicitudes.' });
  });
});
