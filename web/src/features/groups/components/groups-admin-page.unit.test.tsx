// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, json, mockApi, problem } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { renderSignedIn } from '../../../testing/signed-in';
import { AssignPlansButton } from './assign-plans-button';
import { GroupsAdminPage } from './groups-admin-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const groupResult = { ok: true, position: 1, id: 1, nombre: 'Principiantes', userIds: [], planificacionIds: [] };

function serveGroups(addPlans: () => Response = () => json(200, groupResult)) {
  return mockApi({
    'GET /api/user/getGrupos': () => json(200, [{ id: 1, nombre: 'Principiantes' }]),
    'GET /api/user/getGrupoUsers': () => json(200, [{ grupo_id: 1, clerk_user_id: 'u_ana', first_name: 'Ana', last_name: 'Gómez', email: 'ana@x.com' }]),
    'GET /api/user/getGrupoPlanificaciones': () => json(200, [{ grupo_id: 1, planificacion_id: 7, nombre: 'Fuerza Inicial' }]),
    'GET /api/user/getGrupoCandidatos': () => json(200, [
      { clerkUserId: 'u_ana', firstName: 'Ana', lastName: 'Gómez', email: 'ana@x.com' },
      { clerkUserId: 'u_leo', firstName: 'Leo', lastName: 'Paz', email: 'leo@x.com' },
    ]),
    'GET /api/planificaciones/getPlanificacionesList': () => json(200, [
      { id: 7, nombre: 'Fuerza Inicial', visible: 1, usuarios: 0, grupos: 1 },
      { id: 8, nombre: 'Movilidad', visible: 1, usuarios: 0, grupos: 0 },
    ]),
    'POST /api/user/addUsersToGrupo': () => json(200, groupResult),
    'POST /api/user/addPlanificacionesToGrupo': addPlans,
  });
}

async function openGroup() {
  renderWithProviders(<GroupsAdminPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Ver usuarios de Principiantes' }));
  return screen.findByRole('dialog', { name: 'Principiantes' });
}

describe('Grupos', () => {
  it('the group modal lists members and plans; add lists hide who is already in, and need a selection', async () => {
    const api = serveGroups();
    const dialog = await openGroup();
    expect(await within(dialog).findByText('Ana Gómez')).toBeTruthy();
    expect(await within(dialog).findByText('Fuerza Inicial')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /Agregar usuarios/ }));
    const picker = await screen.findByRole('dialog', { name: 'Agregar usuarios a Principiantes' });
    expect(await within(picker).findByText('Leo Paz')).toBeTruthy();
    expect(within(picker).queryByText('Ana Gómez')).toBeNull();
    const confirm = within(picker).getByRole('button', { name: 'Agregar usuarios' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(picker).getByRole('checkbox'));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/user/addUsersToGrupo')?.body).toEqual({ grupoId: 1, userIds: ['u_leo'] }));
  });

  it('assigning plans to a group says so, and says so when it fails', async () => {
    serveGroups(() => problem(500, 'INTERNAL', 'x'));
    const dialog = await openGroup();
    fireEvent.click(within(dialog).getByRole('button', { name: /Agregar planificaciones/ }));
    const picker = await screen.findByRole('dialog', { name: 'Agregar planificaciones a Principiantes' });
    expect(await within(picker).findByText('Movilidad')).toBeTruthy();
    expect(within(picker).queryByText('Fuerza Inicial')).toBeNull();
    fireEvent.click(within(picker).getByRole('checkbox'));
    fireEvent.click(within(picker).getByRole('button', { name: 'Asignar planificaciones' }));
    expect(await screen.findByText('Hubo un error asignando las planificaciones')).toBeTruthy();
  });
});

describe('Grupos for a coach (/crearPlanificaciones/grupos)', () => {
  const coach = { ...adminUser, userId: 'user_profe', firstName: 'Profe', role: 'coach' };
  const routes = () => ({
    'GET /api/user/getGrupos': () => json(200, [{ id: 1, nombre: 'Principiantes' }, { id: 2, nombre: 'Avanzados' }]),
    'GET /api/user/getGrupoUsers': () => json(200, [{ grupo_id: 1, clerk_user_id: 'u_ana', first_name: 'Ana', last_name: 'Gómez', email: 'ana@x.com' }]),
    'GET /api/user/getGrupoPlanificaciones': () => json(200, []),
    'GET /api/user/getGrupoCandidatos': () => json(200, [{ clerkUserId: 'u_leo', firstName: 'Leo', lastName: 'Paz', email: 'leo@x.com' }]),
    'POST /api/user/addUsersToGrupo': () => json(200, { ...groupResult, id: 2, nombre: 'Avanzados', userIds: ['u_leo'] }),
  });

  it('manages members but cannot add, rename or delete groups; a link with ?grupo= opens that group', async () => {
    const { api, router } = renderSignedIn('/crearPlanificaciones/grupos?grupo=2', { user: coach, routes: routes() });
    const dialog = await screen.findByRole('dialog', { name: 'Avanzados' });
    expect(within(dialog).getByText('Este grupo no tiene socios.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /Agregar usuarios/ }));
    const picker = await screen.findByRole('dialog', { name: 'Agregar usuarios a Avanzados' });
    fireEvent.click(await within(picker).findByRole('checkbox'));
    fireEvent.click(within(picker).getByRole('button', { name: 'Agregar usuarios' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/user/addUsersToGrupo')?.body).toEqual({ grupoId: 2, userIds: ['u_leo'] }));
    expect(api.calls.some((c) => c.path === '/api/user/getUsers')).toBe(false);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Avanzados' })).toBeNull());
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('button', { name: 'Ver usuarios de Principiantes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Agregar grupo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar Principiantes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar Principiantes' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Planificaciones' }).map((l) => l.getAttribute('href'))).toContain('/crearPlanificaciones');
  }, 15_000);

  it('an admin on the same screen still adds, renames and deletes groups', async () => {
    renderSignedIn('/crearPlanificaciones/grupos', { user: adminUser, routes: routes() });
    expect(await screen.findByRole('button', { name: 'Editar Principiantes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar Principiantes' }).getAttribute('title')).toBe('Eliminar el grupo');
    expect(screen.getByRole('button', { name: /Agregar grupo/ })).toBeTruthy();
  }, 15_000);

  it('is reachable from the plan list', async () => {
    renderSignedIn('/crearPlanificaciones', { user: coach, routes: { ...routes(), 'GET /api/planificaciones/getPlanificacionesList': () => json(200, []) } });
    const link = await screen.findByRole('link', { name: 'Grupos' });
    expect(link.getAttribute('href')).toBe('/crearPlanificaciones/grupos');
  }, 15_000);
});

describe('Usuarios: Asignar planificaciones', () => {
  it('lists the user plans, hides them from the checklist, assigns and removes with the messages docs/product.md gives', async () => {
    const api = mockApi({
      'GET /api/planificaciones/getUsersPlanificaciones': () => json(200, [{ clerk_user_id: 'u_ana', planificacion_id: 7, planificacion: 'Fuerza Inicial', first_name: 'Ana', last_name: 'Gómez' }]),
      'GET /api/planificaciones/getPlanificacionesList': () => json(200, [
        { id: 7, nombre: 'Fuerza Inicial', visible: 1, usuarios: 1, grupos: 0 },
        { id: 8, nombre: 'Movilidad', visible: 1, usuarios: 0, grupos: 0 },
      ]),
      'POST /api/planificaciones/assignPlanificacionToUser': () => json(200, { ok: true }),
      'POST /api/planificaciones/deletePlanificacionFromUser': () => json(200, { ok: true }),
    });
    renderWithProviders(<AssignPlansButton user={{ clerkUserId: 'u_ana', nombre: 'Ana Gómez' }} />);
    fireEvent.click(screen.getByRole('button', { name: /Asignar planificaciones/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Planificaciones de Ana Gómez' });
    expect(await within(dialog).findByText('Fuerza Inicial')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar planificaciones' }));
    const picker = await screen.findByRole('dialog', { name: 'Asignar planificaciones a Ana Gómez' });
    expect(await within(picker).findByText('Movilidad')).toBeTruthy();
    expect(within(picker).queryByText('Fuerza Inicial')).toBeNull();
    expect((within(picker).getByRole('button', { name: 'Asignar planificaciones' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(picker).getByRole('checkbox'));
    fireEvent.click(within(picker).getByRole('button', { name: 'Asignar planificaciones' }));
    expect(await screen.findByText('Las planificaciones han sido asignadas correctamente')).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('assignPlanificacionToUser'))?.body).toEqual({ clerkUserId: 'u_ana', planificacionId: 8 });

    fireEvent.click(screen.getByRole('button', { name: 'Quitar Fuerza Inicial' }));
    expect(await screen.findByText('La planificación ha sido eliminada correctamente')).toBeTruthy();
  });
});
