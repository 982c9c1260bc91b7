// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, memberUser } from '../../../testing/mock-api';
import { appTestLifecycle, renderSignedIn } from '../../../testing/signed-in';

appTestLifecycle();

const terms = { version: 2, terminos: 'Llega cinco minutos antes.', deslinde: 'Entreno bajo mi responsabilidad.', publicado: '2026-11-16T15:00:00.000Z' };
const status = (pendiente: boolean) => ({ modo: 'no_pedir', certificado_siempre: false, declaracion: { estado: 'falta', vence: null }, terminos: { version: 2, pendiente } });

describe('the terms gate', () => {
  it('asks for the version she has not accepted before she goes on, and records the one she read', async () => {
    let accepted = false;
    const { api } = renderSignedIn('/', { user: memberUser, routes: {
      'GET /api/salud/estado': () => json(200, status(!accepted)),
      'GET /api/salud/terminos': () => json(200, terms),
      'POST /api/salud/terminos/aceptar': () => ((accepted = true), json(200, { version: 2, aceptado: '2026-11-16T15:01:00.000Z' })),
    } });
    const gate = await screen.findByRole('dialog', { name: 'Términos del estudio' });
    expect(gate.textContent).toContain('Entreno bajo mi responsabilidad.');
    within(gate).getByRole('button', { name: 'Cerrar sesión' });
    fireEvent.click(within(gate).getByRole('button', { name: 'Acepto los términos y el deslinde' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Términos del estudio' })).toBeNull());
    expect(api.calls.find((c) => c.path === '/api/salud/terminos/aceptar')?.body).toEqual({ version: 2 });
  });

  it('asks nothing once she accepted the current version', async () => {
    const { api } = renderSignedIn('/', { user: memberUser, routes: { 'GET /api/salud/estado': () => json(200, status(false)) } });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/salud/estado')).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Términos del estudio' })).toBeNull();
    expect(api.calls.some((c) => c.path === '/api/salud/terminos')).toBe(false);
  });
});
