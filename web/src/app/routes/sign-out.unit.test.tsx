// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFetch } from '../../lib/api-client';
import { noContent, problem } from '../../testing/mock-api';
import { DESKTOP_WIDTH, setViewport } from '../../testing/render';
import { appTestLifecycle, renderSignedIn } from '../../testing/signed-in';

appTestLifecycle();

describe('signing out from the shell', () => {
  it('asks first, then signs out and lands on /', async () => {
    setViewport(DESKTOP_WIDTH);
    const { api, router } = renderSignedIn('/turnos', { routes: { 'POST /api/auth/sign-out': () => noContent() } });

    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar sesión?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Iniciar Sesión' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const signOut = api.calls.find((call) => call.path === '/api/auth/sign-out');
    expect(signOut?.method).toBe('POST');
    expect(signOut?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('treats a 401 on a protected call as signed out', async () => {
    setViewport(DESKTOP_WIDTH);
    const { router } = renderSignedIn('/turnos', { routes: { 'GET /api/reservas/mias': () => problem(401, 'UNAUTHENTICATED', 'Tu sesión venció.') } });
    await screen.findByRole('button', { name: 'Cerrar sesión' });

    await expect(apiFetch('/api/reservas/mias')).rejects.toMatchObject({ status: 401, detail: 'Tu sesión venció.' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});
