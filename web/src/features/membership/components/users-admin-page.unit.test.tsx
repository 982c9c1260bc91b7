// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, json } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';

const user = (over: object) => ({
  id: 'x', clerk_user_id: 'x', clerkUserId: 'x', first_name: '', firstName: '', last_name: '', lastName: '', email: '', role: 'member',
  publicMetadata: { role: 'member' }, hidden: false, paquete_id: null, paquete: null, valido_hasta: null, dias_restantes: 0,
  creditos_restantes: 0, comprobante_url: null, comprobante_tipo: null, ...over,
});
const ana = user({ clerkUserId: 'u_ana', firstName: 'Ana', lastName: 'Suárez', email: 'ana@x.com', paquete_id: 3, paquete: '8 clases', valido_hasta: '2026-12-01', dias_restantes: 9, creditos_restantes: 6, comprobante_url: '/api/paquetes/receipts/1', comprobante_tipo: 'application/pdf' });
const beto = user({ clerkUserId: 'u_beto', firstName: 'Beto', lastName: 'Alonso', email: 'beto@x.com' });
const request = { id: 7, clerkUserId: 'u_beto', nombre_usuario: 'Beto Alonso', email: 'beto@x.com', paquete_id: 3, paquete: '8 clases', cantidad_clases: 8, precio: 28000, estado: 'pending', motivo: null, fecha: '2026-11-20T13:00:00.000Z', comprobante_url: '/api/paquetes/receipts/7', comprobante_tipo: 'image/png' };

appTestLifecycle();

function studio() {
  return mockSignedInApi(adminUser, {
    'GET /api/user/getUsers': () => json(200, [ana, beto]),
    'GET /api/usuarios/lista': () => json(200, { data: [ana, beto], total: 2, pagina: 1, por_pagina: 25, total_paginas: 1 }),
    'GET /api/user/getGrupos': () => json(200, []),
    'GET /api/paquetes/requests': () => json(200, [request]),
    'GET /api/paquetes/getPaquetes': () => json(200, [{ id: 3, nombre: '8 clases', cantidad_clases: 8, precio: 28000 }]),
    'POST /api/paquetes/assignPackageToUser': () => json(200, {}),
    'POST /api/paquetes/approveRequest': () => json(200, {}),
    'POST /api/paquetes/approvalTerms': () => json(200, { valido_desde: '2026-11-23', valido_hasta: '2026-12-01', creditos: 3, cantidad_clases: 8, prorrateado: true }),
    'POST /api/paquetes/assignmentTerms': () => json(200, { tipo: 'nuevo', valido_desde: '2026-11-23', valido_hasta: '2027-01-01', creditos: 8, cantidad_clases: 8, prorrateado: false, mes_siguiente: true }),
    'POST /api/paquetes/rejectRequest': () => json(200, {}),
  });
}

describe('/admin/usuarios', () => {
  it('lists users with package, days and credits, green with a package, and a receipt only with one', async () => {
    studio();
    renderApp('/admin/usuarios');
    const anaRow = await screen.findByRole('listitem', { name: 'Ana Suárez' });
    expect(anaRow.getAttribute('data-has-package')).toBe('true');
    expect(within(anaRow).getByLabelText('Días restantes').textContent).toBe('9 días');
    expect(within(anaRow).getByLabelText('Créditos restantes').textContent).toBe('6 créditos');
    const betoRow = screen.getByRole('listitem', { name: 'Beto Alonso' });
    expect(within(betoRow).getByText('Sin paquete')).toBeTruthy();
    expect(within(betoRow).queryByRole('button', { name: /Ver comprobante/ })).toBeNull();
    fireEvent.click(within(anaRow).getByRole('button', { name: 'Más acciones para Ana Suárez' }));
    fireEvent.click(within(anaRow).getByRole('button', { name: /Ver comprobante/ }));
    const download = within(await screen.findByRole('dialog')).getByRole('link', { name: 'Descargar comprobante (PDF)' });
    expect(download.getAttribute('href')).toBe('/api/paquetes/receipts/1');
  });

  it('asks for a choice before assigning, and "Sin paquete" removes the package', async () => {
    const api = studio();
    renderApp('/admin/usuarios');
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Ana Suárez' })).getByRole('button', { name: /Asignar paquete/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Por favor, selecciona un paquete');
    fireEvent.change(within(dialog).getByLabelText('Paquete'), { target: { value: 'none' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    await within(dialog).findByText('Paquete removido correctamente');
    expect(api.calls.find((c) => c.path === '/api/paquetes/assignPackageToUser')?.body).toEqual({ comprobante_url: null, clerkUserId: 'u_ana', paqueteId: null });
  });

  it('assigning shows the rule\'s dates and credits (starting next month); changed figures are sent with the reason', async () => {
    const api = studio();
    renderApp('/admin/usuarios');
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Beto Alonso' })).getByRole('button', { name: /Asignar paquete/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: '8 clases (8 clases)' });
    fireEvent.change(within(dialog).getByLabelText('Paquete'), { target: { value: '3' } });
    await within(dialog).findByText('Cuenta desde el mes siguiente: los días que quedan de este mes van de regalo');
    expect(within(dialog).getByText('Válido desde el lunes 23 de noviembre hasta el jueves 31 de diciembre')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Créditos'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Indica el motivo del cambio.');
    fireEvent.change(within(dialog).getByLabelText('Motivo del cambio'), { target: { value: 'Dos clases de regalo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    await within(dialog).findByText('Paquete asignado correctamente');
    expect(api.calls.find((c) => c.path === '/api/paquetes/assignPackageToUser')?.body).toEqual({
      comprobante_url: null, clerkUserId: 'u_beto', paqueteId: 3, validoHasta: '2027-01-01', creditos_restantes: 10, motivo: 'Dos clases de regalo',
    });
  }, 15_000);

  it('approval shows the rule\'s dates and prorated credits; other figures need a reason, sent with them', async () => {
    const api = studio();
    renderApp('/admin/usuarios');
    const item = await screen.findByRole('listitem', { name: 'Solicitud de Beto Alonso' });
    fireEvent.click(within(item).getByRole('button', { name: /Aprobar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar solicitud' });
    await within(dialog).findByText('3 créditos (proporcional a los días que quedan; 8 al mes)');
    fireEvent.change(within(dialog).getByLabelText(/Válido hasta el/), { target: { value: '2026-12-22' } });
    fireEvent.change(within(dialog).getByLabelText('Créditos'), { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Indica el motivo del cambio.');
    fireEvent.change(within(dialog).getByLabelText('Motivo del cambio'), { target: { value: 'Pagó el mes completo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/paquetes/approveRequest')?.body).toEqual({ requestId: 7, validoHasta: '2026-12-23', creditos: 8, motivo: 'Pagó el mes completo' }),
    );
  });

  it('approves a pending request, and rejecting needs a reason', async () => {
    const api = studio();
    renderApp('/admin/usuarios');
    const item = await screen.findByRole('listitem', { name: 'Solicitud de Beto Alonso' });
    // Price in pesos without cents, and when it was sent in the studio's 24-hour time (13:00 UTC = 10:00 there).
    expect(item.textContent?.replace(/\s/g, ' ')).toContain('8 clases · $ 28.000');
    expect(within(item).getByText('20/11, 10:00')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: /Aprobar/ }));
    const approving = await screen.findByRole('dialog', { name: 'Aprobar solicitud' });
    await within(approving).findByText('Válido desde el lunes 23 de noviembre hasta el lunes 30 de noviembre');
    fireEvent.click(within(approving).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/paquetes/approveRequest')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/paquetes/approveRequest')?.body).toEqual({ requestId: 7 });

    fireEvent.click(within(item).getByRole('button', { name: /Rechazar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar solicitud' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Indica el motivo del rechazo.');
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Ilegible' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/paquetes/rejectRequest')?.body).toEqual({ requestId: 7, reason: 'Ilegible' }));
  });
});
