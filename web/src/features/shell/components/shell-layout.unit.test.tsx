// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_WIDTH, PHONE_WIDTH, renderWithProviders, setViewport } from '../../../testing/render';
import { ShellLayout } from './shell-layout';

afterEach(cleanup);

function renderShell({ isAdmin, path, width = DESKTOP_WIDTH }: { isAdmin: boolean; path: string; width?: number }) {
  setViewport(width);
  const onSignOut = vi.fn(async () => {});
  renderWithProviders(
    <Routes>
      <Route element={<ShellLayout isAdmin={isAdmin} onSignOut={onSignOut} />}>
        <Route path="*" element={<p>contenido</p>} />
      </Route>
    </Routes>,
    { path },
  );
  return { onSignOut };
}

const sidebar = () => within(screen.getByRole('navigation', { name: 'Menú principal' }));
const dock = () => within(screen.getByRole('navigation', { name: 'Accesos rápidos' }));

describe('ShellLayout', () => {
  it('hides the admin links from members on desktop', () => {
    renderShell({ isAdmin: false, path: '/' });
    expect(sidebar().getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Principal', 'Planificaciones', 'Entrenamientos', 'Turnos', 'Videos', 'Paquetes', 'Cuenta',
    ]);
    expect(sidebar().queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('hides the admin links from members in the phone dock', () => {
    renderShell({ isAdmin: false, path: '/', width: PHONE_WIDTH });
    expect(dock().queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(dock().queryByRole('link', { name: 'Crear planificaciones' })).toBeNull();
  });

  it('shows Admin and Crear planificaciones to admins', () => {
    renderShell({ isAdmin: true, path: '/' });
    expect(sidebar().getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(sidebar().getByRole('link', { name: 'Crear planificaciones' }).getAttribute('href')).toBe('/crearPlanificaciones');
  });

  it('opens Mis entrenamientos from Entrenamientos, a member\'s entry only (staff follow members from Clases or Admin)', () => {
    renderShell({ isAdmin: false, path: '/entrenamientos/ejercicio/Sentadilla', width: PHONE_WIDTH });
    const entry = dock().getByRole('link', { name: 'Entrenamientos' });
    expect(entry.getAttribute('href')).toBe('/entrenamientos');
    expect(entry.getAttribute('aria-current')).toBe('page');
    cleanup();
    renderShell({ isAdmin: true, path: '/' });
    expect(sidebar().queryByRole('link', { name: 'Entrenamientos' })).toBeNull();
  });

  it('marks the section of a nested path as the current page', () => {
    renderShell({ isAdmin: true, path: '/admin/usuarios' });
    expect(sidebar().getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBe('page');
    expect(sidebar().getByRole('link', { name: 'Principal' }).getAttribute('aria-current')).toBeNull();
  });

  it('swaps the sidebar for the dock on a phone, with the admin\'s own entries as tabs and the rest under Más', async () => {
    renderShell({ isAdmin: true, path: '/planificaciones/3', width: PHONE_WIDTH });
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    expect(dock().getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(['Principal', 'Turnos', 'Admin', 'Crear planificaciones']);
    fireEvent.click(dock().getByRole('button', { name: 'Más' }));
    expect(dock().getByRole('button', { name: 'Más' }).getAttribute('aria-expanded')).toBe('true');
    expect((await dock().findByRole('link', { name: 'Planificaciones' })).getAttribute('aria-current')).toBe('page');
  });

  it('gives a phone four labelled tabs and Más, with sign-out inside Más and not beside the tabs', async () => {
    renderShell({ isAdmin: false, path: '/turnos', width: PHONE_WIDTH });
    const tabs = dock().getAllByRole('link');
    expect(tabs.map((link) => link.getAttribute('aria-label'))).toEqual(['Principal', 'Planificaciones', 'Entrenamientos', 'Turnos']);
    // Every tab shows its word under the icon (short where the name does not fit a fifth of the phone).
    expect(tabs.map((link) => link.textContent)).toEqual(['Principal', 'Planes', 'Entrenos', 'Turnos']);
    expect(dock().getByRole('button', { name: 'Más' }).textContent).toBe('Más');
    expect(dock().queryByRole('button', { name: 'Cerrar sesión' })).toBeNull();

    fireEvent.click(dock().getByRole('button', { name: 'Más' }));
    await dock().findByRole('button', { name: 'Cerrar sesión' });
    expect(dock().getAllByRole('link').slice(4).map((link) => link.textContent)).toEqual(['Videos', 'Paquetes', 'Cuenta']);
    expect(dock().getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });

  it('closes Más on Escape, giving the focus back to it, and when one of its entries opens a screen', async () => {
    renderShell({ isAdmin: false, path: '/', width: PHONE_WIDTH });
    const more = dock().getByRole('button', { name: 'Más' });
    fireEvent.click(more);
    fireEvent.keyDown(await dock().findByRole('link', { name: 'Videos' }), { key: 'Escape' });
    expect(dock().queryByRole('link', { name: 'Videos' })).toBeNull();
    expect(document.activeElement).toBe(more);

    fireEvent.click(more);
    fireEvent.click(await dock().findByRole('link', { name: 'Paquetes' }));
    expect(dock().queryByRole('link', { name: 'Paquetes' })).toBeNull();
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks before signing out and does nothing on Cancelar', async () => {
    const { onSignOut } = renderShell({ isAdmin: false, path: '/turnos', width: PHONE_WIDTH });
    fireEvent.click(dock().getByRole('button', { name: 'Más' }));
    fireEvent.click(await dock().findByRole('button', { name: 'Cerrar sesión' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar sesión?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSignOut).not.toHaveBeenCalled();
  });
});
