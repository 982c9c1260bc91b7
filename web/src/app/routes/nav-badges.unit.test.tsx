// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellLayout } from '../../features/shell';
import { json, mockApi } from '../../testing/mock-api';
import { DESKTOP_WIDTH, renderWithProviders, setViewport } from '../../testing/render';
import { useNavBadges } from './nav-badges';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The shell as shell-route composes it for a member, badges only (staff ask nothing: unread-comments-badge's test).
function MemberShell() {
  return <ShellLayout isAdmin={false} onSignOut={async () => {}} badges={useNavBadges(true)} />;
}

function renderShell() {
  setViewport(DESKTOP_WIDTH);
  renderWithProviders(
    <Routes>
      <Route element={<MemberShell />}>
        <Route path="*" element={<p>contenido</p>} />
      </Route>
    </Routes>,
  );
  return within(screen.getByRole('navigation', { name: 'Menú principal' }));
}

describe("the nav's count of a member's new coach comments", () => {
  it('sits on Entrenamientos, the one tap to Mis entrenamientos, and nowhere else', async () => {
    mockApi({ 'GET /api/entrenamientos/comentariosNuevos': () => json(200, { nuevos: 2 }) });
    const nav = renderShell();
    const entry = nav.getByRole('link', { name: /^Entrenamientos/ });
    await within(entry).findByRole('img', { name: '2 comentarios nuevos' });
    expect(entry.getAttribute('href')).toBe('/entrenamientos');
    expect(within(nav.getByRole('link', { name: 'Planificaciones' })).queryByRole('img')).toBeNull();
    expect(nav.getAllByRole('img')).toHaveLength(1);
  });
});
