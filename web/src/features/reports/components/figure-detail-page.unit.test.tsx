// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser, bootRoutes, json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import type { FigureDetail } from '../api/types';
import { formatPercent } from '../report-format';

afterEach(cleanup);

const income: FigureDetail = {
  desde: '2026-11-01',
  hasta: '2026-11-30',
  cifra: 'ingresos',
  total: 28000,
  counts: { venta: 1, reemplazo: 1, reversion: 1 },
  truncated: false,
  entries: [
    { position: 10, date: '2026-11-02', at: '2026-11-02T13:00:00.000Z', kind: 'venta', userId: 'u1', member: 'Ana Pérez', packageId: 1, package: '8 clases', amount: 30000 },
    { position: 12, date: '2026-11-10', at: '2026-11-10T13:00:00.000Z', kind: 'reemplazo', userId: 'u1', member: 'Ana Pérez', packageId: 1, package: '8 clases', amount: 0 },
    { position: 14, date: '2026-11-13', at: '2026-11-13T13:00:00.000Z', kind: 'reversion', userId: 'u2', member: 'Bruno Díaz', packageId: 2, package: '12 clases', amount: -2000 },
  ],
};

describe('/dashboard/detalle/:cifra', () => {
  it('lists the events behind the income of the range with member, package, kind and amount', async () => {
    const { fetchMock } = mockApi({
      ...bootRoutes(adminUser),
      'GET /api/reportes/detalle': () => json(200, income),
      'GET /api/reportes/resumen': () => json(200, { desde: '2026-11-01', hasta: '2026-11-30', totals: {}, days: [], byPackage: [{ packageId: 1, package: '8 clases', sales: 1, reversals: 0, revenue: 30000 }] }),
    });
    renderApp('/dashboard/detalle/ingresos?desde=2026-11-01&hasta=2026-11-30');
    expect(await screen.findByRole('heading', { name: 'Detalle de ingresos' })).toBeTruthy();
    expect(await screen.findByText('Total: $ 28.000')).toBeTruthy();
    const [movements] = screen.getAllByRole('table');
    const rows = within(movements!).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent!.replace(/\s/g, ' ')));
    // The member's cell also carries the package, shown under the name on phones instead of its own column.
    expect(rows).toEqual([
      ['02/11', 'Ana Pérez8 clases', '8 clases', 'Venta', '$ 30.000'],
      ['10/11', 'Ana Pérez8 clases', '8 clases', 'Reasignación', '$ 0'],
      ['13/11', 'Bruno Díaz12 clases', '12 clases', 'Paquete quitado', '-$ 2.000'],
    ]);
    expect(await screen.findByRole('heading', { name: 'Por paquete' })).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls).toContain('/api/reportes/detalle?cifra=ingresos&desde=2026-11-01&hasta=2026-11-30');
  });

  it('lists who cancelled each booking, with its class, under the figure and its split', async () => {
    mockApi({
      ...bootRoutes(adminUser),
      'GET /api/reportes/detalle': () => json(200, {
        desde: '2026-11-01', hasta: '2026-11-30', cifra: 'cancelaciones', total: 2, counts: { socio: 1, admin: 1 }, truncated: false,
        entries: [
          { position: 20, date: '2026-11-05', at: '2026-11-05T13:00:00.000Z', kind: 'socio', userId: 'u1', member: 'Ana Pérez', packageId: null, package: null, amount: 1, clase: { fecha: '2026-11-07', hora: '18:00', disciplina: 'Funcional' } },
          { position: 22, date: '2026-11-06', at: '2026-11-06T13:00:00.000Z', kind: 'admin', userId: 'u2', member: 'Bruno Díaz', packageId: null, package: null, amount: 1, clase: { fecha: '2026-11-07', hora: '18:00', disciplina: 'Funcional' } },
        ],
      }),
      'GET /api/reportes/resumen': () => json(200, { desde: '2026-11-01', hasta: '2026-11-30', totals: {}, days: [], byPackage: [] }),
    });
    renderApp('/dashboard/detalle/cancelaciones?desde=2026-11-01&hasta=2026-11-30');
    expect(await screen.findByRole('heading', { name: 'Detalle de cancelaciones' })).toBeTruthy();
    expect(await screen.findByText('Total: 2')).toBeTruthy();
    expect(screen.getByText('Socio 1 · Admin 1')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['05/11', 'Ana Pérez07/11 18:00 · Funcional', '07/11 18:00 · Funcional', 'Socio'],
      ['06/11', 'Bruno Díaz07/11 18:00 · Funcional', '07/11 18:00 · Funcional', 'Admin'],
    ]);
  });

  it('shows occupancy as live bookings over the places of each class', async () => {
    mockApi({
      ...bootRoutes(adminUser),
      'GET /api/reportes/detalle': () => json(200, {
        desde: '2026-11-01', hasta: '2026-11-30', cifra: 'ocupacion', total: 3, counts: { clases: 2, capacidad: 8 }, truncated: false,
        entries: [
          { position: 30, date: '2026-11-07', at: '2026-11-07T18:00', kind: 'clase', userId: null, member: null, packageId: null, package: null, amount: 1, capacity: 4, clase: { fecha: '2026-11-07', hora: '18:00', disciplina: 'Funcional' } },
          { position: 31, date: '2026-11-14', at: '2026-11-14T18:00', kind: 'clase', userId: null, member: null, packageId: null, package: null, amount: 2, capacity: 4, clase: { fecha: '2026-11-14', hora: '18:00', disciplina: 'Funcional' } },
        ],
      }),
      'GET /api/reportes/resumen': () => json(200, { desde: '2026-11-01', hasta: '2026-11-30', totals: {}, days: [], byPackage: [] }),
    });
    renderApp('/dashboard/detalle/ocupacion?desde=2026-11-01&hasta=2026-11-30');
    expect((await screen.findByText(/^Total:/)).textContent).toBe(`Total: ${formatPercent(3 / 8)}`);
    expect(screen.getByText('3 lugares ocupados de 8 en 2 clases')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([['07/11 18:00 · Funcional', '1', '4', formatPercent(0.25)], ['14/11 18:00 · Funcional', '2', '4', formatPercent(0.5)]]);
  });
});
