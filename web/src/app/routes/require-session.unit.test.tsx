// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, bootRoutes, json, localConfig, mockApi, problem } from '../../testing/mock-api';
import { renderApp, setViewport, DESKTOP_WIDTH } from '../../testing/render';
import { appTestLifecycle, renderSignedIn } from '../../testing/signed-in';

appTestLifecycle();

describe('protected area guard', () => {
  it('shows the logo spinner (Cargando...) while the session loads, then sends a visitor to /sign-in', async () => {
    let answerMe: ((response: Response) => void) | undefined;
    mockApi({
      'GET /api/config': () => json(200, localConfig),
      'GET /api/auth/me': () => new Promise<Response>((resolve) => (answerMe = resolve)),
    });
    const { router } = renderApp('/turnos');

    // The session is being asked for (config already loaded): the guard shows the logo spinner meanwhile.
    await waitFor(() => expect(answerMe).toBeDefined());
    expect(screen.getByRole('status').textContent).toContain('Cargando...');
    answerMe!(problem(401, 'UNAUTHENTICATED', 'Inicia sesión para continuar.'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeTruthy();
  });

  it('shows the landing at / to signed-out visitors', async () => {
    mockApi(bootRoutes(null));
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Iniciar Sesión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrarse' }).getAttribute('href')).toBe('/sign-up');
  });

  it('renders the nested screen for a signed-in member', async () => {
    setViewport(DESKTOP_WIDTH);
    renderSignedIn('/', { routes: {
      'POST /api/reservas/getReservasByIdUsr': () => json(200, []),
      'POST /api/paquetes/getUserPackage': () => json(200, { paquete_id: 3, nombre: '8 clases', valido_hasta: '2099-01-01', creditos_restantes: 4, dias_restantes: 9 }),
    } });
    expect(await screen.findByRole('heading', { name: 'Hola, Ana' })).toBeTruthy();
    expect(await screen.findByText('No tienes turnos reservados')).toBeTruthy();
  });

  it('denies members the admin area and crearPlanificaciones', async () => {
    const { router } = renderSignedIn('/admin/usuarios');
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeTruthy();
    await router.navigate('/crearPlanificaciones');
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeTruthy();
  });

  it('shows the admin menu to admins', async () => {
    renderSignedIn('/admin', { user: adminUser });
    expect(await screen.findByRole('heading', { name: 'Administración / Configuración' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear horarios' }).getAttribute('href')).toBe('/admin/horarios');
  });

  it('answers unknown URLs with a Spanish 404', async () => {
    mockApi(bootRoutes(null));
    renderApp('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a Principal' }).getAttribute('href')).toBe('/');
  });
});
