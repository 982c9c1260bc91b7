// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, json } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';

const user = (id: string, firstName: string, over: object = {}) => ({
  id, clerk_user_id: id, clerkUserId: id, first_name: firstName, firstName, last_name: 'Prueba', lastName: 'Prueba', email: `${id}@x.com`,
  role: 'member', publicMetadata: { role: 'member' }, hidden: false, paquete_id: null, paquete: null, valido_hasta: null, dias_restantes: 0,
  creditos_restantes: 0, comprobante_url: null, comprobante_tipo: null, comprobante_pendiente: false, ...over,
});
const held = { paquete_id: 3, paquete: '8 clases', valido_hasta: '2026-12-20', dias_restantes: 22, creditos_restantes: 5 };
const rows = [
  user('u_a', 'Ana', { ...held, ultima_clase: '2026-11-02' }),
  user('u_b', 'Beto', { comprobante_pendiente: true, ultima_clase: null }),
  user('u_c', 'Ciro', { ...held, ultima_clase: null }),
];

appTestLifecycle({ now: new Date(2026, 10, 28, 10, 0) });

function studio() {
  return mockSignedInApi(adminUser, {
    'GET /api/usuarios/lista': () => json(200, { data: rows, total: 60, pagina: 1, por_pagina: 25, total_paginas: 3 }),
    'GET /api/user/getGrupos': () => json(200, [{ id: 4, nombre: 'Mañana' }]),
    'GET /api/paquetes/requests': () => json(200, []),
    'GET /api/paquetes/getPaquetes': () => json(200, [{ id: 3, nombre: '8 clases', cantidad_clases: 8, precio: 28000 }]),
    'POST /api/usuarios/bulkAsignarPaquete': () => json(200, {
      paquete: '8 clases', modo: 'renovar', correctos: 1, fallidos: 1,
      resultados: [
        { clerkUserId: 'u_a', nombre: 'Ana Prueba', ok: true, resultado: 'renovacion_en_cola' },
        { clerkUserId: 'u_c', nombre: 'Ciro Prueba', ok: false, code: 'RENEWAL_ALREADY_QUEUED', motivo: 'Ya tiene una renovación en cola que empieza cuando termine su paquete.' },
      ],
    }),
  });
}

const listUrls = (fetchMock: ReturnType<typeof studio>['fetchMock']) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith('/api/usuarios/lista'));

describe('Usuarios list', () => {
  it('asks the server for the filter chosen, shows a pending receipt, and exports the same filter', async () => {
    const { fetchMock } = studio();
    renderApp('/admin/usuarios?grupo=4');
    await screen.findByRole('listitem', { name: 'Ana Prueba' });
    expect(within(screen.getByRole('listitem', { name: 'Beto Prueba' })).getByText('Comprobante pendiente')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: 'Filtrar' })).getByRole('button', { name: 'Vence esta semana' }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toBe('/api/usuarios/lista?estado=vence_semana&grupo=4&por_pagina=25'));
    expect(screen.getByRole('link', { name: /Exportar CSV/ }).getAttribute('href')).toBe('/api/reportes/exportarUsuarios?estado=vence_semana&grupo=4');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('pagina=2'));
  });

  it('lists the members who stopped coming, says why they are there, and shows each one\'s last class', async () => {
    const { fetchMock } = studio();
    renderApp('/admin/usuarios');
    await screen.findByRole('listitem', { name: 'Ana Prueba' });
    expect(screen.queryByText(/no vienen hace 2 semanas/)).toBeNull();
    fireEvent.click(within(screen.getByRole('group', { name: 'Filtrar' })).getByRole('button', { name: 'Sin venir hace 2 semanas' }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toBe('/api/usuarios/lista?estado=sin_venir&por_pagina=25'));
    expect(screen.getByText(/Socios con paquete activo que no vienen hace 2 semanas y no tienen ninguna clase reservada/)).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Ana Prueba' })).getByText('Última clase: 02/11 (hace 26 días)')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Ciro Prueba' })).getByText('Sin clases todavía')).toBeTruthy();
    // Without a package there is nothing to come to: no last-class line.
    expect(within(screen.getByRole('listitem', { name: 'Beto Prueba' })).queryByText('Sin clases todavía')).toBeNull();
  });

  it('renews the members chosen after a confirmation, and shows who could not', async () => {
    const api = studio();
    renderApp('/admin/usuarios');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar a Ana Prueba' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar a Ciro Prueba' }));
    fireEvent.click(screen.getByRole('button', { name: 'Asignar paquete (2 socios)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asignar paquete a 2 socios' });
    await within(dialog).findByRole('option', { name: '8 clases (8 clases)' });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Renovar/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByText('¿Renovar «8 clases» a 2 socios?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar (2 socios)' }));
    await within(dialog).findByText('«8 clases»: 1 listo, 1 sin cambios.');
    expect(within(dialog).getByRole('list', { name: 'Resultado por socio' }).textContent).toContain('Ya tiene una renovación en cola');
    expect(api.calls.find((c) => c.path === '/api/usuarios/bulkAsignarPaquete')?.body).toEqual({ paqueteId: 3, modo: 'renovar', clerkUserIds: ['u_a', 'u_c'] });
  });

  it('selects every member matching the filter and sends the filter, not the ids', async () => {
    const api = studio();
    renderApp('/admin/usuarios?estado=sin_paquete');
    await screen.findByRole('listitem', { name: 'Ana Prueba' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar página' }));
    fireEvent.click(screen.getByRole('button', { name: 'Seleccionar los 60 que coinciden' }));
    fireEvent.click(screen.getByRole('button', { name: 'Asignar paquete (60 socios)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asignar paquete a 60 socios' });
    await within(dialog).findByRole('option', { name: '8 clases (8 clases)' });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar (60 socios)' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/usuarios/bulkAsignarPaquete')?.body).toEqual({ paqueteId: 3, modo: 'asignar', filtro: { estado: 'sin_paquete' } }));
  });
});
