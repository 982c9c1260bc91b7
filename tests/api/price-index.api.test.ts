import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { reportsProjector } from '../../projections/reports/reports.projector';
import { startAsyncProcessors, type RunningProcessors } from '../../projections/runner/async-runner';
import { createSession } from '../../services/platform/auth/local-sessions';
import { jsonUpload, raster } from '../support/receipt-files';
import { createTestApp, type TestApp } from '../support/test-app';

// Thursday 3 December 2026. Ana's "8 clases" sold at $ 25.000 in October and at $ 27.000 in November.
const NOW = '2026-12-03T12:00:00-03:00';

describe('income in constant pesos: the studio’s price index and the summary both ways', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let ana: { token: string; userId: string };
  let runner: RunningProcessors;
  const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.as(token, { method, url, payload });
  const problem = (res: { statusCode: number; json(): { code: string } }) => [res.statusCode, res.json().code];
  // A month on, the first day's sessions have lapsed: they sign in again.
  const later = async (iso: string) => {
    t.clock.set(iso);
    for (const who of [admin, ana]) who.token = (await createSession(t.db.handle.db, who.userId, t.clock.now(), 1)).token;
  };
  const summary = async (base?: string) => (await call(admin.token, 'GET', `/api/reportes/resumen?desde=2026-10-01&hasta=2026-11-30${base ? `&base=${base}` : ''}`)).json();

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-10-05T12:00:00-03:00' });
    runner = await startAsyncProcessors(t.db.handle, [reportsProjector({ tz: t.config.studioTz })], { pollMs: 50 });
    admin = await t.signUp({ firstName: 'Dueña' });
    ana = await t.signUp({ firstName: 'Ana', lastName: 'Pérez' });
    const pkg = (await call(admin.token, 'PUT', '/api/paquetes/addPaquete', { nombre: '8 clases', cantidad_clases: 8, precio: 25000, disciplina_id: null })).json().id;
    const sell = async () => {
      const sent = await call(ana.token, 'POST', '/api/paquetes/uploadComprobante', jsonUpload(await raster('png', t.clock.now().getUTCMonth() + 20), pkg));
      const approved = await call(admin.token, 'POST', '/api/paquetes/approveRequest', { requestId: sent.json().requestId });
      if (approved.statusCode !== 200) throw new Error(`approve: ${approved.statusCode} ${approved.body}`);
    };
    await sell();
    await later('2026-11-10T12:00:00-03:00');
    const raised = await call(admin.token, 'PUT', `/api/paquetes/updatePaquete/${pkg}`, { nombre: '8 clases', cantidad_clases: 8, precio: 27000, disciplina_id: null });
    if (raised.statusCode !== 200) throw new Error(`price: ${raised.statusCode} ${raised.body}`);
    await sell();
    await later(NOW);
    await runner.waitFor((await sequencePending(t.db.handle.db)).head);
  });
  afterAll(async () => {
    await runner?.stop();
    await t.close();
  });

  it('shows income only nominal while the studio keeps no index', async () => {
    expect(await summary()).toMatchObject({ totals: { revenue: 52_000, sales: 2 }, enPesosDe: null });
  });

  it('takes months typed and a CSV, refusing a month still to come or a row it cannot read, keeping nothing then', async () => {
    expect(problem(await call(admin.token, 'PUT', '/api/reportes/indice', { meses: [{ mes: '2027-01', valor: 120 }] }))).toEqual([400, 'INDEX_MONTH_FUTURE']);
    const bad = await call(admin.token, 'POST', '/api/reportes/indice/importar', { csv: 'Mes;IPC\n2026-10;100\nnoviembre;108' });
    expect(problem(bad)).toEqual([400, 'INDEX_ROW_INVALID']);
    expect(bad.json().detail).toBe('No pudimos leer «noviembre» en la línea 3: cada línea lleva el mes y el valor del índice.');
    expect((await call(admin.token, 'GET', '/api/reportes/indice')).json()).toEqual([]);
    expect(problem(await call(ana.token, 'PUT', '/api/reportes/indice', { meses: [{ mes: '2026-10', valor: 100 }] }))).toEqual([403, 'ADMIN_ONLY']);

    expect((await call(admin.token, 'POST', '/api/reportes/indice/importar', { csv: 'Mes;IPC\n2026-10;100\n11/2026;108' })).json()).toEqual([{ mes: '2026-10', valor: 100 }, { mes: '2026-11', valor: 108 }]);
    expect((await call(admin.token, 'PUT', '/api/reportes/indice', { meses: [{ mes: '2026-12', valor: 116.64 }] })).json()).toHaveLength(3);
  });

  it('puts the income of each month in pesos of the chosen month, the average ticket and each package both ways', async () => {
    // October's $ 25.000 is $ 29.160 of December (× 116,64 / 100), November's $ 27.000 is $ 29.160 too (× 116,64 / 108).
    expect((await summary()).enPesosDe).toEqual({
      base: '2026-12', revenue: 58_320, averageTicket: 26_000, averageTicketReal: 29_160, byPackage: [{ packageId: expect.any(Number), revenue: 58_320 }], missing: [],
    });
    expect((await summary('2026-10')).enPesosDe).toMatchObject({ base: '2026-10', revenue: 50_000, averageTicketReal: 25_000 });
    expect((await summary('2026-09')).enPesosDe).toMatchObject({ base: '2026-09', revenue: 0, averageTicketReal: null, missing: ['2026-09'] });
    expect(problem(await call(admin.token, 'GET', '/api/reportes/resumen?desde=2026-10-01&hasta=2026-11-30&base=diciembre'))).toEqual([400, 'INDEX_BASE_INVALID']);
  });
});
