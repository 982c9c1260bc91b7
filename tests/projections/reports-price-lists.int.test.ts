import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningProcessors } from '../../projections/runner/async-runner';
import { chargeDuePlans } from '../../services/billing/monthly-charges.job';
import { createSession } from '../../services/platform/auth/local-sessions';
import { raster, jsonUpload } from '../support/receipt-files';
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
 *   04/12  Dana asks for it with a transfer receipt    venta      +31.000  (the list's transfer price, approved 05/12)
 */
describe('reports@v8: a package sold under a price list counts the version in effect', () => {
  let t: TestApp;
  let runner: RunningProcessors;
  let admin: { token: string; userId: string };
  let requested: { id: number; precio: number };
  let checked: { monto: number };
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
    const dana = await t.signUp({ firstName: 'Dana' });
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
    await at('2026-12-04T10:00:00-03:00');
    dana.token = (await createSession(t.db.handle.db, dana.userId, t.clock.now(), 1)).token;
    const asked = await t.as(dana.token, { method: 'POST', url: '/api/paquetes/uploadComprobante', payload: jsonUpload(await raster('png'), packageId) });
    if (asked.statusCode !== 201) throw new Error(`uploadComprobante: ${asked.statusCode} ${asked.body}`);
    requested = (await get('/api/paquetes/requests')).find((r: { clerkUserId: string }) => r.clerkUserId === dana.userId);
    checked = (await get('/api/transferencias/comprobantes')).find((r: { id: number }) => r.id === requested.id);
    await at('2026-12-05T10:00:00-03:00');
    await post('/api/paquetes/approveRequest', { requestId: requested.id });
    await settleReports(t, runner);
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  const expectHandComputed = async () => {
    const entries = (await get('/api/reportes/detalle?desde=2026-11-01&hasta=2026-12-31&cifra=ingresos')).entries
      .map((e: { date: string; kind: string; amount: number }) => [e.date, e.kind, e.amount]);
    expect(entries).toEqual(expect.arrayContaining([['2026-11-20', 'venta', 28000], ['2026-12-02', 'venta', 32000], ['2026-12-03', 'reversion', -32000], ['2026-12-05', 'venta', 31000]]));
    expect(entries).toHaveLength(4);
    const summary = await get('/api/reportes/resumen?desde=2026-11-01&hasta=2026-12-31');
    expect(summary.totals).toMatchObject({ revenue: 59000, sales: 3, reversals: 1 });
  };

  it('counts each sale at the price of the version it recorded, and a removal reverses what was paid', () => expectHandComputed());

  it('asks a request by transfer for the list\'s transfer price: the queue and the bank check expect it', () => {
    expect(requested.precio).toBe(31000);
    expect(checked.monto).toBe(3_100_000);
  });

  it('is unchanged when every event is delivered again', () => expectRedeliveryChangesNothing(t));

  it('reports the same after a rebuild from 0', async () => {
    await rebuildReports(t, runner);
    await expectHandComputed();
  });
});
