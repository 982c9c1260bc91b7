// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { PriceListButton } from './price-list-button';
import { nextPriceText } from './next-price-notice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const precios = { efectivo: 2_300_000, transferencia: 2_400_000, mercado_pago: 2_500_000 };
const vigente = { version: 1, desde: '2026-11-01', precios, precio_lista: 2_500_000, pronto_pago: { hasta_dia: 10, descuento: 200_000 }, recargo: null, estado: 'vigente' };
const programada = { ...vigente, version: 2, desde: '2026-12-01', precios: { efectivo: 2_500_000, transferencia: 2_600_000, mercado_pago: 2_700_000 }, precio_lista: 2_700_000, pronto_pago: null, estado: 'programada' };

function setup(versiones: object[], programar = () => json(201, { paqueteId: 4, precio_actual: 2_500_000, versiones: [vigente, programada] })) {
  const api = mockApi({
    'GET /api/precios/4': () => json(200, { paqueteId: 4, precio_actual: 2_500_000, versiones }),
    'POST /api/precios/programar': programar,
    'POST /api/precios/cancelar': () => json(200, { paqueteId: 4, precio_actual: 2_500_000, versiones: [vigente] }),
  });
  renderWithProviders(<PriceListButton paquete={{ id: 4, nombre: 'Pilates 2x' }} />);
  fireEvent.click(screen.getByRole('button', { name: 'Lista de precios' }));
  return api;
}

describe('Lista de precios', () => {
  it('shows today’s price per method with its early price, and the version ahead with Cancelar', async () => {
    const api = setup([vigente, programada]);
    const today = await screen.findByRole('region', { name: 'Precios de hoy' });
    expect(today.textContent?.replace(/\s/g, ' ')).toContain('Efectivo$ 23.000');
    expect(within(today).getByText('Pronto pago hasta el día 10: $ 2.000 menos')).toBeTruthy();
    const versions = screen.getByRole('region', { name: 'Versiones' });
    expect(within(versions).getByText('Desde el 01/12 · Programada')).toBeTruthy();
    fireEvent.click(within(versions).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/precios/cancelar')?.body).toEqual({ paqueteId: 4, version: 2 }));
  });

  it('schedules an increase by a percentage over today’s prices, rounded to $ 100, with a late surcharge', async () => {
    const api = setup([vigente]);
    const form = await screen.findByRole('form', { name: 'Programar aumento' });
    fireEvent.change(within(form).getByLabelText('Rige desde'), { target: { value: '2026-12-01' } });
    fireEvent.change(within(form).getByLabelText('Aumento (%)'), { target: { value: '7,5' } });
    expect(within(form).getByText(/Efectivo \$ 24\.700 · Transferencia \$ 25\.800 · Mercado Pago \$ 26\.900/)).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('Recargo por pago fuera de término'));
    fireEvent.change(within(form).getByLabelText('Recargo ($)'), { target: { value: '3.000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Programar aumento' }));
    await within(form).findByText('Aumento programado desde el 01/12/2026.');
    expect(api.calls.find((c) => c.path === '/api/precios/programar')?.body).toEqual({
      paqueteId: 4, desde: '2026-12-01', precios: { efectivo: 2_470_000, transferencia: 2_580_000, mercado_pago: 2_690_000 }, recargo: { despues_dia: 15, recargo: 300_000 },
    });
  });

  it('shows the server’s refusal as it says it', async () => {
    setup([vigente], () => problem(400, 'PRICE_VERSION_IN_PAST', 'Un precio nuevo puede regir desde hoy: elige hoy o una fecha futura.'));
    const form = await screen.findByRole('form', { name: 'Programar aumento' });
    fireEvent.click(within(form).getByRole('button', { name: 'Programar aumento' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Un precio nuevo puede regir desde hoy: elige hoy o una fecha futura.');
  });
});

describe('her plan’s new price', () => {
  it('names the monthly date, the list price and what the cheaper methods cost', () => {
    expect(nextPriceText({ desde: '2026-12-16', monto: 3_200_000, precios: { efectivo: 3_000_000, transferencia: 3_200_000, mercado_pago: 3_200_000 } }).replace(/\s/g, ' '))
      .toBe('Desde el miércoles 16 de diciembre tu abono pasa a $ 32.000 ($ 30.000 en efectivo).');
  });
});
