// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, json } from '../../testing/mock-api';
import { DESKTOP_WIDTH, setViewport } from '../../testing/render';
import { appTestLifecycle, renderSignedIn } from '../../testing/signed-in';

appTestLifecycle();

const coachUser = { ...adminUser, userId: 'user_sofia', firstName: 'Sofía', role: 'coach' };

describe('the admin\'s way around the admin panel', () => {
  it('shows the menu in four sections, each a heading over its entries', async () => {
    setViewport(DESKTOP_WIDTH);
    renderSignedIn('/admin', { user: adminUser });
    const menu = await screen.findByRole('navigation', { name: 'Administración' });
    expect(within(menu).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Estudio', 'Socios y pagos', 'Contenido', 'Reportes']);
    const money = within(menu).getByRole('region', { name: 'Socios y pagos' });
    expect(within(money).getAllByRole('link').map((link) => link.textContent)).toEqual(['Usuarios', 'Grupos', 'Crear Paquetes', 'Editar paquetes', 'Vigencia y pagos', 'Abonos y cuotas', 'Pausas', 'Recuperos', 'Transferencias', 'Recordatorios', 'Salud y términos', 'Interesados']);
    // The menu is where the way back leads: it has none itself.
    expect(screen.queryByRole('link', { name: 'Volver a Administración' })).toBeNull();
  });

  it('leads back to the menu from an admin sub-page', async () => {
    setViewport(DESKTOP_WIDTH);
    const { router } = renderSignedIn('/admin/disciplinas', { user: adminUser, routes: { 'GET /api/disciplinas/getDisciplinas': () => json(200, []) } });
    const back = await screen.findByRole('link', { name: 'Volver a Administración' });
    expect(back.getAttribute('href')).toBe('/admin');
    fireEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Administración / Configuración' })).toBeTruthy();
  });

  it('offers no way back to a menu a coach does not have', async () => {
    setViewport(DESKTOP_WIDTH);
    renderSignedIn('/profesor', { user: coachUser, routes: { 'GET /api/asistencia/clases': () => json(200, []) } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Volver a Administración' })).toBeNull();
  });
});
