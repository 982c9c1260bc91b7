// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, memberUser } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';

const none = { paquete_id: null, nombre: null, valido_hasta: null, creditos_restantes: 0, comprobante_url: null, comprobante_tipo: null, dias_restantes: 0, solicitud: null };
const paquete = { id: 3, nombre: '8 clases', cantidad_clases: 8, clases_por_semana: 2, precio: 28000, disciplina_id: null, disciplina: null };

appTestLifecycle();

const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
afterEach(() => {
  if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
});

function studio(datosPago: object, precios: object[] = []) {
  return mockSignedInApi(memberUser, {
    'GET /api/paquetes/getPaquetes': () => json(200, [paquete]),
    'GET /api/precios': () => json(200, precios),
    'POST /api/paquetes/getUserPackage': () => json(200, none),
    'POST /api/paquetes/getCreditHistory': () => json(200, []),
    'GET /api/paquetes/datosPago': () => json(200, datosPago),
  });
}

async function openRequest() {
  renderApp('/paquetes');
  fireEvent.click(within(await screen.findByRole('region', { name: '8 clases' })).getByRole('button', { name: 'Solicitar' }));
  return screen.findByRole('dialog', { name: 'Solicitar 8 clases' });
}

describe('the request dialog: where to pay and what is sent', () => {
  it("shows the studio's alias, CBU, holder and the amount, each with Copiar, inside the request (not on the page)", async () => {
    studio({ alias: 'pulso.estudio', cbu: '0000003100012345678901', titular: 'Pulso Estudio SRL' });
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openRequest();
    const details = await within(dialog).findByRole('region', { name: 'Datos para transferir' });
    await within(details).findByText('pulso.estudio');
    expect(within(details).getByText('0000003100012345678901')).toBeTruthy();
    expect(within(details).getByText('Pulso Estudio SRL')).toBeTruthy();
    expect(details.textContent?.replace(/\s/g, ' ')).toContain('$ 28.000');
    fireEvent.click(within(details).getByRole('button', { name: 'Copiar cbu' }));
    await within(details).findByText('Copiado!');
    expect(writeText).toHaveBeenCalledWith('0000003100012345678901');
    fireEvent.click(within(details).getByRole('button', { name: 'Copiar monto' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('28000'));
    expect(screen.getAllByRole('region', { name: 'Datos para transferir' })).toHaveLength(1);
  });

  it('shows only the details the studio saved, and the amount always', async () => {
    studio({ alias: 'pulso.estudio', cbu: '', titular: '' });
    const dialog = await openRequest();
    const details = within(dialog).getByRole('region', { name: 'Datos para transferir' });
    await within(details).findByText('pulso.estudio');
    expect(within(details).queryByText('CBU')).toBeNull();
    expect(within(details).getByRole('button', { name: 'Copiar monto' })).toBeTruthy();
  });

  it('shows a thumbnail of a chosen photo, and a file chip for a PDF, before sending', async () => {
    studio({ alias: '', cbu: '', titular: '' });
    const dialog = await openRequest();
    const input = within(dialog).getByLabelText('Comprobante de pago');
    fireEvent.change(input, { target: { files: [new File(['png'], 'transferencia.png', { type: 'image/png' })] } });
    const photo = await within(dialog).findByRole('img', { name: 'Vista previa del comprobante' });
    expect(photo.getAttribute('src')).toMatch(/^blob:/);
    expect(within(dialog).getByText('Cambiar comprobante')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'pago.pdf', { type: 'application/pdf' })] } });
    const chip = await within(dialog).findByRole('generic', { name: 'Comprobante elegido' });
    await within(chip).findByText('pago.pdf');
    expect(chip.textContent).toContain('PDF · 1 KB');
    expect(within(dialog).queryByRole('img', { name: 'Vista previa del comprobante' })).toBeNull();
  });

  it('shows the price by method as the list has it today and has her transfer the transfer price, with the next one', async () => {
    const precios = { efectivo: 2_600_000, transferencia: 2_700_000, mercado_pago: 2_800_000 };
    studio({ alias: 'pulso.estudio', cbu: '', titular: '' }, [{ paqueteId: 3, precios, proxima: { desde: '2027-02-01', precio_lista: 3_000_000, precios: { ...precios, mercado_pago: 3_000_000 } } }]);
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openRequest();
    const byMethod = await within(dialog).findByRole('region', { name: 'Precios por medio de pago' });
    expect(byMethod.textContent?.replace(/\s/g, ' ')).toBe('Precios de hoy por medio de pagoEfectivo$ 26.000Transferencia$ 27.000Mercado Pago$ 28.000Desde el 01/02: $ 30.000');
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain('Transfiere $ 27.000 y sube el comprobante');
    const details = within(dialog).getByRole('region', { name: 'Datos para transferir' });
    fireEvent.click(within(details).getByRole('button', { name: 'Copiar monto' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('27000'));
  });

  it('shows a package without a price list at its single price, with no list by method', async () => {
    studio({ alias: 'pulso.estudio', cbu: '', titular: '' });
    const dialog = await openRequest();
    await within(dialog).findByText('pulso.estudio');
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain('Transfiere $ 28.000 y sube el comprobante');
    expect(within(dialog).queryByRole('region', { name: 'Precios por medio de pago' })).toBeNull();
  });
});
