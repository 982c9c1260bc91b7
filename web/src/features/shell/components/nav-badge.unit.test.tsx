// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP_WIDTH, PHONE_WIDTH, renderWithProviders, setViewport } from '../../../testing/render';
import type { NavBadges } from '../nav-links';
import { ShellLayout } from './shell-layout';

afterEach(cleanup);

function renderShell(badges: NavBadges | undefined, width: number) {
  setViewport(width);
  renderWithProviders(
    <Routes>
      <Route element={<ShellLayout isAdmin={false} onSignOut={async () => {}} badges={badges} />}>
        <Route path="*" element={<p>contenido</p>} />
      </Route>
    </Routes>,
  );
}

const three = { '/entrenamientos': { count: 3, label: '3 comentarios nuevos' } };

describe('a count beside a nav entry', () => {
  it('on a desktop follows the entry\'s label and is read aloud by its label', () => {
    renderShell(three, DESKTOP_WIDTH);
    const sidebar = within(screen.getByRole('navigation', { name: 'Menú principal' }));
    const badge = sidebar.getByRole('img', { name: '3 comentarios nuevos' });
    expect(badge.textContent).toBe('3');
    expect(badge.closest('a')?.getAttribute('href')).toBe('/entrenamientos');
    expect(sidebar.getAllByRole('img')).toHaveLength(1);
  });

  it('on a phone sits on the icon, which keeps its name and is described by the count', () => {
    renderShell({ '/entrenamientos': { count: 12, label: '12 comentarios nuevos' } }, PHONE_WIDTH);
    const dock = within(screen.getByRole('navigation', { name: 'Accesos rápidos' }));
    const link = dock.getByRole('link', { name: 'Entrenamientos' });
    const badge = within(link).getByRole('img', { name: '12 comentarios nuevos' });
    // Two digits would not fit the 34 px icon: the figure caps, the label keeps the count.
    expect(badge.textContent).toBe('9+');
    expect(link.getAttribute('aria-describedby')).toBe(badge.id);
    expect(document.getElementById(badge.id)).toBe(badge);
  });

  it('shows nothing without a count', () => {
    renderShell(undefined, PHONE_WIDTH);
    const link = within(screen.getByRole('navigation', { name: 'Accesos rápidos' })).getByRole('link', { name: 'Entrenamientos' });
    expect(within(link).queryByRole('img')).toBeNull();
    expect(link.getAttribute('aria-describedby')).toBeNull();
  });
});
