import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningProcessors } from '../../projections/runner/async-runner';
import { chargeDuePlans } from '../../services/billing/monthly-charges.job';
import { createSession } from '../../services/platform/auth/local-sessions';
import { createStudio } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectRedeliveryChangesNothing, rebuildReports, settleReports, startReports } from './support/reports-run';

/*
 * A credit package's sales at the price-list version each recorded. "8 clases" at $ 28.000; its list is $ 32.000
 * (the dearest method's) from 1 December:
 *   20/11  Bea is sold the package                     venta      +28.000  (before the list)
 *   01/12  the version takes effect (renewal job)
 *   02/12  Cata is sold the package                    venta      +32.000  (priceVersion 1)
 *   03/12  Cata's package is removed                   reversion  -32.000  (the price she was sold at)
 */
describe('reports@v7: a package sold under a price list counts the version in effect', () => {
  let t: TestApp;
  let runner: RunningProcessors;
  let admin: { token: string; userId: string };
  const at = async (iso: string) => {
    t.clock.set(iso);
    admin.token = (await createSession(t.db.handle.db, admin.userId, t.clock.now(), 1)).token;
  };
  const post = async (url: string, payload: object) => {
    const res = await t.as(admin.token, { method: 'POST', url, payload });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  const get = async (url: string) => {
    const res = await t.as(admin.token, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    admin = await t.signUp({ firstName: 'Dueña' });
    const bea = await t.signUp({ firstName: 'Bea' });
    const cata = await t.signUp({ firstName: 'Cata' });
    const { packageId } = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 10 }]);
    runner = await startReports(t);
    await post('/api/precios/programar', { paqueteId: packageId, desde: '2026-12-01', precios: { efectivo: 3_000_000, transferencia: 3_100_000, mercado_pago: 3_200_000 } });
    await at('2026-11-20T10:00:00-03:00');
    await post('/api/paquetes/assignPackageToUser', { clerkUserId: bea.userId, paqueteId: packageId });
    await at('2026-12-01T09:00:00-03:00');
    await chargeDuePlans({ db: t.db.handle.db, clock: t.clock, studioTz: t.config.studioTz });
    await at('2026-12-02T10:00:00-03:00');
    await post('/api/paquetes/assignPackageToUser', { clerkUserId: cata.userId, paqueteId: packageId });
    await at('2026-12-03T10:00:00-03:00');
    await post('/api/paquetes/assignPackageToUser', { clerkUserId: cata.userId, paqueteId: null });
    await settleReports(t, runner);
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  const expectHandComputed = async () => {
    const entries = (await get('/api/reportes/detalle?desde=2026-11-01&hasta=2026-12-31&cifra=ingresos')).entries
      .map((e: { date: string; kind: string; amount: number }) => [e.date, e.kind, e.amount]);
    expect(entries).toEqual(expect.arrayContaining([['2026-11-20', 'venta', 28000], ['2026-12-02', 'venta', 32000], ['2026-12-03', 'reversion', -32000]]));
    expect(entries).toHaveLength(3);
    const summary = await get('/api/reportes/resumen?desde=2026-11-01&hasta=2026-12-31');
    expect(summary.totals).toMatchObject({ revenue: 28000, sales: 2, reversals: 1 });
  };

  it('counts each sale at the price of the version it recorded, and a removal reverses what was paid', () => expectHandComputed());

  it('is unchanged when every event is delivered again', () => expectRedeliveryChangesNothing(t));

  it('reports the same after a rebuild from 0', async () => {
    await rebuildReports(t, runner);
    await expectHandComputed();
  });
});
