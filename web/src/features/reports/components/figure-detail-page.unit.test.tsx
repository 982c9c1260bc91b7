// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser, bootRoutes, json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import type { FigureDetail } from '../api/types';

afterEach(cleanup);

const income: FigureDetail = {
  desde: '2026-11-01',
  hasta: '2026-11-30',
  cifra: 'ingresos',
  total: 28000,
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
      ['2 nov', 'Ana Pérez8 clases', '8 clases', 'Venta', '$ 30.000'],
      ['10 nov', 'Ana Pérez8 clases', '8 clases', 'Reasignación', '$ 0'],
      ['13 nov', 'Bruno Díaz12 clases', '12 clases', 'Paquete quitado', '-$ 2.000'],
    ]);
    expect(await screen.findByRole('heading', { name: 'Por paquete' })).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls).toContain('/api/reportes/detalle?cifra=ingresos&desde=2026-11-01&hasta=2026-11-30');
  });
});
