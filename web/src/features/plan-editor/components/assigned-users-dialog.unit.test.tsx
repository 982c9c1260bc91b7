// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { PlanAdminList } from './plan-admin-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fuerza = { id: 7, nombre: 'Fuerza Inicial', visible: 1, usuarios: 3, grupos: 1 };
const line = (id: string, first: string, via: 'directo' | 'grupo', grupo: string | null, plan = 7) =>
  ({ clerk_user_id: id, planificacion_id: plan, first_name: first, last_name: 'Prueba', via, grupo });

describe('assigned users of a plan', () => {
  it('lists direct and group members once each, saying how they get the plan', async () => {
    mockApi({
      'GET /api/planificaciones/getPlanificacionesList': () => json(200, [fuerza]),
      'GET /api/planificaciones/getAsignadosPlanificaciones': () =>
        json(200, [
          line('u1', 'Ana', 'directo', null),
          line('u1', 'Ana', 'grupo', 'Mañana'),
          line('u2', 'Beto', 'grupo', 'Mañana'),
          line('u3', 'Carla', 'directo', null),
          line('u4', 'Dora', 'directo', null, 8),
        ]),
    });
    renderWithProviders(<PlanAdminList onOpen={() => {}} />);
    expect(await screen.findByText('3 usuarios · 1 grupo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Usuarios asignados a Fuerza Inicial' }));
    const list = await screen.findByRole('list', { name: 'Usuarios asignados' });
    const rows = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['Ana PruebaDirecto · Grupo Mañana', 'Beto PruebaGrupo Mañana', 'Carla PruebaDirecto']);
  });

  it('says so when nobody has the plan, neither directly nor through a group', async () => {
    mockApi({
      'GET /api/planificaciones/getPlanificacionesList': () => json(200, [{ ...fuerza, usuarios: 0, grupos: 0 }]),
      'GET /api/planificaciones/getAsignadosPlanificaciones': () => json(200, [line('u4', 'Dora', 'grupo', 'Tarde', 8)]),
    });
    renderWithProviders(<PlanAdminList onOpen={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Usuarios asignados a Fuerza Inicial' }));
    expect(await screen.findByText('Ningún usuario tiene esta planificación asignada.')).toBeTruthy();
  });
});
