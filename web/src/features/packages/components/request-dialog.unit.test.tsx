// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, memberUser } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';

const none = { paquete_id: null, nombre: null, valido_hasta: null, creditos_restantes: 0, comprobante_url: null, comprobante_tipo: null, dias_restantes: 0, solicitud: null };

appTestLifecycle();

function studio(datosPago: object) {
  return mockSignedInApi(memberUser, {
    'GET /api/paquetes/getPaquetes': () => json(200, []),
    'POST /api/paquetes/getUserPackage': () => json(200, none),
    'POST /api/paquetes/getCreditHistory': () => json(200, []),
    'GET /api/paquetes/datosPago': () => json(200, datosPago),
  });
}

describe('/paquetes payment details', () => {
  it('shows the studio\'s alias, CBU and holder to transfer to', async () => {
    studio({ alias: 'pulso.estudio', cbu: '0000003100012345678901', titular: 'Pulso Estudio SRL' });
    renderApp('/paquetes');
    const card = await screen.findByRole('region', { name: 'Datos para transferir' });
    expect(within(card).getByText('pulso.estudio')).toBeTruthy();
    expect(within(card).getByText('0000003100012345678901')).toBeTruthy();
    expect(within(card).getByText('Pulso Estudio SRL')).toBeTruthy();
  });

  it('shows only the details the studio has saved, and nothing while it has none', async () => {
    studio({ alias: 'pulso.estudio', cbu: '', titular: '' });
    renderApp('/paquetes');
    const card = await screen.findByRole('region', { name: 'Datos para transferir' });
    expect(within(card).queryByText('CBU')).toBeNull();
    cleanup();
    const empty = studio({ alias: '', cbu: '', titular: '' });
    renderApp('/paquetes');
    await screen.findByText('Todavía no hay paquetes a la venta.');
    await vi.waitFor(() => expect(empty.calls.some((c) => c.path === '/api/paquetes/datosPago')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Datos para transferir' })).toBeNull();
  });
});
