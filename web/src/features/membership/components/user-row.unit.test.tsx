// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, json } from '../../../testing/mock-api';
import { PHONE_WIDTH, renderApp, setViewport } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';

const user = (id: string, firstName: string, lastName: string, over: object = {}) => ({
  id, clerk_user_id: id, clerkUserId: id, first_name: firstName, firstName, last_name: lastName, lastName, email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@gmail.com`,
  role: 'member', publicMetadata: { role: 'member' }, hidden: false, paquete_id: null, paquete: null, valido_hasta: null, dias_restantes: 0,
  creditos_restantes: 0, comprobante_url: null, comprobante_tipo: null, comprobante_pendiente: false, ultima_clase: null, renovacion_en_cola: null, ...over,
});
const lucia = user('u_lu', 'Lucía', 'Fernández', {
  paquete_id: 3, paquete: '8 clases', valido_hasta: '2026-12-01', dias_restantes: 15, creditos_restantes: 4, comprobante_url: '/api/paquetes/receipts/1', comprobante_tipo: 'image/png',
  renovacion_en_cola: { paquete: '12 clases', desde: '2026-12-01', hasta: '2027-01-01', creditos: 12 },
});
const martin = user('u_ma', 'Martín', 'Pereyra');

appTestLifecycle();

function studio() {
  let martinRole = 'member';
  return mockSignedInApi(adminUser, {
    'GET /api/usuarios/lista': () => json(200, { data: [lucia, { ...martin, role: martinRole, publicMetadata: { role: martinRole } }], total: 2, pagina: 1, por_pagina: 25, total_paginas: 1 }),
    'GET /api/user/getGrupos': () => json(200, []),
    'GET /api/paquetes/requests': () => json(200, []),
    'POST /api/user/telefonos': () => json(200, [{ clerkUserId: 'u_lu', telefono: '+5491155551234' }, { clerkUserId: 'u_ma', telefono: '+5493515551234' }]),
    'POST /api/user/setRole': (request) => {
      martinRole = (request.body as { role: string }).role;
      return json(200, { ok: true });
    },
  });
}

const row = (name: string) => screen.findByRole('listitem', { name });

describe('a member\'s card in Usuarios', () => {
  it('opens WhatsApp with her number and a welcome', async () => {
    studio();
    renderApp('/admin/usuarios');
    const link = (await within(await row('Martín Pereyra')).findByRole('link', { name: 'WhatsApp a Martín Pereyra' })) as HTMLAnchorElement;
    expect(link.textContent?.trim()).toBe('WhatsApp');
    const url = new URL(link.href);
    expect(url.origin + url.pathname).toBe('https://wa.me/5493515551234');
    expect(url.searchParams.get('text')).toBe('¡Hola, Martín! Te damos la bienvenida al estudio. Cualquier duda sobre tus clases, escríbenos por acá.');
  });


  it('offers one primary action and keeps the rest in "Más acciones"', async () => {
    studio();
    renderApp('/admin/usuarios');
    const card = await row('Lucía Fernández');
    // Closed: Asignar paquete and the menu's button, nothing else.
    expect(within(card).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Asignar paquete', 'Más acciones']);
    const more = within(card).getByRole('button', { name: 'Más acciones para Lucía Fernández' });
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect([...panel.querySelectorAll('a, button')].map((b) => b.textContent?.trim())).toEqual(['Ver comprobante', 'Ajustar créditos', 'Teléfono', 'Historial', 'Historial de turnos', 'Asignar planificaciones', 'Salud y términos', 'Abono y pagos', 'Ocultar']);
    fireEvent.keyDown(within(panel).getByRole('button', { name: 'Historial' }), { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
    // Choosing an action closes the menu and opens its dialog.
    fireEvent.click(more);
    fireEvent.click(within(panel).getByRole('button', { name: 'Ver comprobante' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it('breaks an email only at the @ and shows the whole address on hover', async () => {
    setViewport(PHONE_WIDTH);
    studio();
    renderApp('/admin/usuarios');
    const card = await row('Martín Pereyra');
    const email = within(card).getByTitle('martín.pereyra@gmail.com');
    expect([...email.children].map((part) => part.textContent)).toEqual(['martín.pereyra', '@gmail.com']);
    expect(email.textContent).toBe('martín.pereyra@gmail.com');
  });

  it('shows the renewal waiting for the current package: which package and from when', async () => {
    studio();
    renderApp('/admin/usuarios');
    const card = await row('Lucía Fernández');
    expect(within(card).getByText(/Renovación en cola/).textContent?.trim()).toBe('Renovación en cola: 12 clases, desde el 01/12');
    expect(within(await row('Martín Pereyra')).queryByText(/Renovación en cola/)).toBeNull();
  });

  it('asks before a role changes, saying what the role can do, and confirms once it is done', async () => {
    const api = studio();
    renderApp('/admin/usuarios');
    const card = await row('Martín Pereyra');
    const select = within(card).getByLabelText('Rol de Martín Pereyra') as HTMLSelectElement;

    fireEvent.change(select, { target: { value: 'coach' } });
    let dialog = await screen.findByRole('dialog', { name: '¿Cambiar el rol de Martín Pereyra a Profesor?' });
    expect(dialog.textContent).toContain('Podrá ver las clases y la asistencia');
    expect(dialog.textContent).toContain('No verá pagos, paquetes ni reportes');
    // Cancelar changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select.value).toBe('member');
    expect(api.calls.some((c) => c.path === '/api/user/setRole')).toBe(false);

    fireEvent.change(select, { target: { value: 'coach' } });
    dialog = await screen.findByRole('dialog', { name: '¿Cambiar el rol de Martín Pereyra a Profesor?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar a Profesor' }));
    expect(await within(card).findByText('Martín Pereyra ahora es Profesor.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/user/setRole')?.body).toEqual({ clerkUserId: 'u_ma', role: 'coach' });
    await waitFor(() => expect((within(card).getByLabelText('Rol de Martín Pereyra') as HTMLSelectElement).value).toBe('coach'));
  });
});
