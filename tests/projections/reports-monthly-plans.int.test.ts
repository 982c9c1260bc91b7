import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningProcessors } from '../../projections/runner/async-runner';
import { chargeDuePlans } from '../../services/billing/monthly-charges.job';
import { createSession } from '../../services/platform/auth/local-sessions';
import { createStudio } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectRedeliveryChangesNothing, rebuildReports, settleReports, startReports } from './support/reports-run';

/*
 * A monthly plan's money in the reports: income is what she pays, on the day she pays it, never the package its
 * months renew. "8 clases" at $ 28.000 a month from 2 November:
 *   02/11  the plan starts (her first month's classes)      nothing sold
 *   02/11  she pays $ 10.000 by transfer                       cuota      +10.000
 *   02/12  the second month renews her classes                 nothing sold, nothing reversed
 *   03/12  she pays the $ 18.000 left and December's $ 28.000  cuota      +46.000
 */
describe('reports@v8: a monthly plan sells its payments, not its months', () => {
  let t: TestApp;
  let runner: RunningProcessors;
  let admin: { token: string; userId: string };
  const get = async (url: string) => {
    const res = await t.as(admin.token, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const entries = async (range: string) =>
    (await get(`/api/reportes/detalle?${range}&cifra=ingresos`)).entries.map((e: { date: string; kind: string; package: string; amount: number }) => [e.date, e.kind, e.package, e.amount]);
  const post = async (url: string, payload: object) => {
    const res = await t.as(admin.token, { method: 'POST', url, payload });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-02T10:00:00-03:00' });
    admin = await t.signUp({ firstName: 'Dueña' });
    const ana = await t.signUp({ firstName: 'Ana' });
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 10 }]);
    runner = await startReports(t);
    await post('/api/abonos/asignar', { clerkUserId: ana.userId, paqueteId: studio.packageId });
    await post('/api/abonos/pago', { clerkUserId: ana.userId, monto_centavos: 1_000_000, medio: 'transferencia' });
    t.clock.set('2026-12-02T09:00:00-03:00');
    await chargeDuePlans({ db: t.db.handle.db, clock: t.clock, studioTz: t.config.studioTz });
    t.clock.set('2026-12-03T10:00:00-03:00');
    admin.token = (await createSession(t.db.handle.db, admin.userId, t.clock.now(), 1)).token;
    await post('/api/abonos/pago', { clerkUserId: ana.userId, monto_centavos: 4_600_000, medio: 'efectivo' });
    await settleReports(t, runner);
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  const expectHandComputed = async () => {
    expect(await entries('desde=2026-11-01&hasta=2026-11-30')).toEqual([['2026-11-02', 'cuota', '8 clases', 10000]]);
    expect(await entries('desde=2026-12-01&hasta=2026-12-31')).toEqual([['2026-12-03', 'cuota', '8 clases', 46000]]);
    const summary = await get('/api/reportes/resumen?desde=2026-11-01&hasta=2026-12-31');
    expect(summary.totals).toMatchObject({ revenue: 56000, sales: 2, reversals: 0 });
    expect(summary.byPackage).toEqual([{ packageId: expect.any(Number), package: '8 clases', sales: 2, reversals: 0, revenue: 56000 }]);
  };

  it('counts her payments as income on their days, and neither month as a sale', () => expectHandComputed());

  it('is unchanged when every event is delivered again', () => expectRedeliveryChangesNothing(t));

  it('reports the same after a rebuild from 0', async () => {
    await rebuildReports(t, runner);
    await expectHandComputed();
  });
});
