// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootRoutes, json, memberUser, mockApi, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { LINK_SENT } from './forgot-password-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('forgotten password', () => {
  it('is offered on the sign-in page and answers with the same words whatever the email', async () => {
    const api = mockApi({ ...bootRoutes(null), 'POST /api/auth/forgot-password': () => new Response(null, { status: 204 }) });
    const { router } = renderApp('/sign-in');
    fireEvent.click(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    await screen.findByRole('heading', { name: '¿Olvidaste tu contraseña?' });
    expect(router.state.location.pathname).toBe('/olvide-contrasena');
    type('Email', ' ana@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect((await screen.findByRole('status')).textContent).toBe(LINK_SENT);
    expect(api.calls.find((c) => c.path === '/api/auth/forgot-password')?.body).toEqual({ email: 'ana@example.com' });
  });

  it('sends the token from the link, takes it out of the address, and says when the link is spent', async () => {
    const api = mockApi({
      ...bootRoutes(null),
      'POST /api/auth/reset-password': () => problem(409, 'RESET_LINK_USED', 'Este enlace ya se usó.'),
    });
    const { router } = renderApp('/restablecer-contrasena#token=abc_123');
    await screen.findByRole('heading', { name: 'Crea una contraseña nueva' });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    type('Contraseña nueva', 'una frase larga');
    type('Repite la contraseña nueva', 'otra frase larga');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeTruthy();
    type('Repite la contraseña nueva', 'una frase larga');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Este enlace ya se usó.');
    expect(api.calls.find((c) => c.path === '/api/auth/reset-password')?.body).toEqual({ token: 'abc_123', nueva: 'una frase larga' });
  });

  it('signs her in once the new password is saved', async () => {
    let signedIn = false;
    mockApi({
      ...bootRoutes(null),
      'GET /api/auth/me': () => (signedIn ? json(200, memberUser) : problem(401, 'UNAUTHENTICATED', '')),
      'POST /api/auth/reset-password': () => {
        signedIn = true;
        return json(200, { token: 't', user: memberUser });
      },
    });
    renderApp('/restablecer-contrasena#token=abc');
    await screen.findByRole('heading', { name: 'Crea una contraseña nueva' });
    type('Contraseña nueva', 'una frase larga');
    type('Repite la contraseña nueva', 'una frase larga');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await screen.findByRole('heading', { name: 'Listo, tu contraseña cambió' });
    fireEvent.click(screen.getByRole('link', { name: 'Ir a Pulso' }));
    expect(await screen.findByRole('heading', { name: 'Hola, Ana' })).toBeTruthy();
  });
});

describe('email verification link', () => {
  it('confirms the address as soon as the page opens', async () => {
    const api = mockApi({ ...bootRoutes(null), 'POST /api/auth/verify-email': () => new Response(null, { status: 204 }) });
    renderApp('/verificar-email#token=xyz');
    expect((await screen.findByText(/tu email quedó confirmado/)).textContent).toMatch(/^Listo/);
    expect(api.calls.filter((c) => c.path === '/api/auth/verify-email').map((c) => c.body)).toEqual([{ token: 'xyz' }]);
  });
});
