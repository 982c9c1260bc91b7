// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { MyPlansPreview } from './my-plans-preview';
import { PlanListPage } from './plan-list-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serve = (answer: () => Response) => mockApi({ 'POST /api/planificaciones/getPlanificacionesSummaryByIdUsr': answer });

describe('member plan list and home card', () => {
  it('shows one button per plan, leading to its viewer', async () => {
    serve(() => json(200, [{ id: 7, nombre: 'Fuerza Inicial' }, { id: 8, nombre: 'Movilidad' }]));
    renderWithProviders(<PlanListPage />, { path: '/planificaciones' });
    expect(screen.getByText('Cargando planificaciones...')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Fuerza Inicial' })).getAttribute('href')).toBe('/planificaciones/7');
    expect(screen.getByRole('link', { name: 'Movilidad' }).getAttribute('href')).toBe('/planificaciones/8');
  });

  it('says when nothing is assigned', async () => {
    serve(() => json(200, []));
    renderWithProviders(<PlanListPage />);
    expect(await screen.findByText('No tienes planificaciones asignadas')).toBeTruthy();
  });

  it('home card: links each plan, and shows the load error', async () => {
    serve(() => json(200, [{ id: 7, nombre: 'Fuerza Inicial' }]));
    renderWithProviders(<MyPlansPreview />);
    expect((await screen.findByRole('link', { name: 'Fuerza Inicial' })).getAttribute('href')).toBe('/planificaciones/7');
    cleanup();
    serve(() => problem(500, 'INTERNAL', 'x'));
    renderWithProviders(<MyPlansPreview />);
    expect(await screen.findByText('No se pudieron cargar las planificaciones')).toBeTruthy();
  });

  it('home card and list: a member without a package is pointed to /paquetes', async () => {
    serve(() => problem(409, 'NO_PACKAGE', 'No tienes paquete activo.'));
    renderWithProviders(<MyPlansPreview />);
    expect(await screen.findByText('No tienes paquete contratado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver paquetes disponibles' }).getAttribute('href')).toBe('/paquetes');
  });
});
