// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Progreso } from '../../../../../contract/progress';
import { adminUser, json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { renderSignedIn } from '../../../testing/signed-in';
import { MemberProgressSection } from './member-progress-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/api/entrenamientos/socios/user_ana/progreso';
const none = { peso: null, cintura: null, cadera: null, pecho: null, brazo: null, muslo: null, grasa: null };
const notShared: Progreso = { compartido: false, medidas: [], fotos: [] };
const shared: Progreso = {
  compartido: true,
  medidas: [
    { id: 'm1', fecha: '2026-10-01', ...none, peso: 74, cintura: 84 },
    { id: 'm2', fecha: '2026-11-09', ...none, peso: 72.5 },
  ],
  fotos: [
    { id: 'f2', fecha: '2026-11-09', pose: 'espalda', url: '/api/progreso/fotos/f2' },
    { id: 'f1', fecha: '2026-11-09', pose: 'frente', url: '/api/progreso/fotos/f1' },
  ],
};

const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

function renderSection(progreso: Progreso, nombre?: string) {
  mockApi({ [`GET ${PATH}`]: () => json(200, progreso) });
  renderWithProviders(<MemberProgressSection clerkUserId="user_ana" nombre={nombre} />);
}

describe("a member's body progress, on the coach's page of her training", () => {
  it('says by name that she has not shared her measurements and photos yet', async () => {
    renderSection(notShared, 'Ana Gómez');
    expect(await screen.findByText('Ana Gómez todavía no compartió sus medidas ni sus fotos.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says so without a name when the page does not know it', async () => {
    renderSection(notShared);
    expect(await screen.findByText('Todavía no compartió sus medidas ni sus fotos.')).toBeTruthy();
  });

  it('shows her latest value of each quantity, a chart each, and her photos front to back, with nothing to delete', async () => {
    renderSection(shared, 'Ana Gómez');
    const latest = await screen.findByLabelText('Últimas medidas');
    expect([...latest.children].map(text)).toEqual(['Peso72,5 kg09/11/2026', 'Cintura84 cm01/10/2026']);
    const charts = screen.getAllByRole('img', { name: /a lo largo del tiempo$/ }).map((c) => c.getAttribute('aria-label'));
    expect(charts).toEqual(['Peso a lo largo del tiempo', 'Cintura a lo largo del tiempo']);
    const photos = within(screen.getByRole('list', { name: 'Fotos del 09/11/2026' })).getAllByRole('img');
    expect(photos.map((p) => p.getAttribute('alt'))).toEqual(['Frente, 09/11/2026', 'Espalda, 09/11/2026']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads as a section of /profesor/entrenamientos/:clerkUserId', async () => {
    renderSignedIn('/profesor/entrenamientos/user_ana', { user: adminUser, routes: { [`GET ${PATH}`]: () => json(200, notShared) } });
    const section = await screen.findByRole('region', { name: 'Progreso corporal' });
    expect(await within(section).findByText('Todavía no compartió sus medidas ni sus fotos.')).toBeTruthy();
  });
});
