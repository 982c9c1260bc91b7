// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { PlanAdminList } from './plan-admin-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fuerza = { id: 7, nombre: 'Fuerza Inicial', visible: 1, usuarios: 1, grupos: 2 };
const groups = [{ id: 3, nombre: 'Turno mañana' }, { id: 4, nombre: 'Turno noche' }];

async function openDialog(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'GET /api/planificaciones/getPlanificacionesList': () => json(200, [fuerza]), 'GET /api/user/getGrupos': () => json(200, groups), ...routes });
  renderWithProviders(<PlanAdminList onOpen={() => {}} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Dar Fuerza Inicial a un grupo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dar Fuerza Inicial a un grupo' });
  await within(dialog).findByLabelText('Grupo');
  return { api, dialog };
}

describe('a plan as a template for a group', () => {
  it('linked: the group gets the plan itself (addPlanificacionesToGrupo)', async () => {
    const { api, dialog } = await openDialog({ 'POST /api/user/addPlanificacionesToGrupo': () => json(200, { ok: true, version: 2, id: 4, nombre: 'Turno noche', userIds: [], planificacionIds: [7] }) });
    fireEvent.change(within(dialog).getByLabelText('Grupo'), { target: { value: '4' } });
    expect(within(dialog).getByText(/lo que edites después le llega a todos/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    await within(dialog).findByText('Listo: la planificación quedó vinculada al grupo.');
    expect(api.calls.find((c) => c.path === '/api/user/addPlanificacionesToGrupo')?.body).toEqual({ grupoId: 4, planificacionIds: [7] });
  });

  it('as copies: each member gets their own (asignarCopiaAGrupo), and a refusal shows its Spanish detail', async () => {
    let empty = true;
    const { api, dialog } = await openDialog({
      'POST /api/planificaciones/asignarCopiaAGrupo': () => empty
        ? problem(409, 'GROUP_HAS_NO_MEMBERS', 'El grupo no tiene socios: agrega socios antes de darles una copia.')
        : json(201, { ok: true, copias: [{ id: 20, nombre: 'Fuerza Inicial · Ana Gómez', clerkUserId: 'u1' }, { id: 21, nombre: 'Fuerza Inicial · Bruno Paz', clerkUserId: 'u2' }], rechazados: [] }),
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Una copia por socio' }));
    expect(within(dialog).getByText(/lo que edites en esta plantilla ya no les llega/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('El grupo no tiene socios: agrega socios antes de darles una copia.');
    empty = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    await within(dialog).findByText('Listo: 2 socios recibieron su copia.');
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/planificaciones/asignarCopiaAGrupo').at(-1)?.body).toEqual({ planificacionId: 7, grupoId: 3 }));
  });
});

describe('copies for a group with a deleted account in it', () => {
  it('says how many members got their copy and that the deleted account got none', async () => {
    const { dialog } = await openDialog({
      'POST /api/planificaciones/asignarCopiaAGrupo': () => json(201, {
        ok: true,
        copias: [{ id: 20, nombre: 'Fuerza Inicial · Ana Gómez', clerkUserId: 'u1' }],
        rechazados: [{ clerkUserId: 'u9', code: 'USER_DELETED', motivo: 'Esa cuenta fue eliminada: ya no puedes darle paquetes, créditos, turnos ni planificaciones.' }],
      }),
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Una copia por socio' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    expect(await within(dialog).findByText('Listo: 1 socio recibió su copia. Una cuenta eliminada no la recibió.')).toBeTruthy();
  });
});

describe('a plan given to a group nobody is in', () => {
  const members = [{ grupo_id: 4, clerk_user_id: 'u1', first_name: 'Ana', last_name: 'Gómez', email: 'ana@x.com' }];
  const withCounts = (routes: Parameters<typeof mockApi>[0] = {}) => openDialog({ 'GET /api/user/getGrupoUsers': () => json(200, members), ...routes });

  it('warns before assigning, still lets it be linked, and links to adding members', async () => {
    const { api, dialog } = await withCounts({ 'POST /api/user/addPlanificacionesToGrupo': () => json(200, { ok: true, version: 2, id: 3, nombre: 'Turno mañana', userIds: [], planificacionIds: [7] }) });
    expect((await within(dialog).findByRole('option', { name: 'Turno mañana · 0 socios' })).getAttribute('value')).toBe('3');
    expect(within(dialog).getByRole('option', { name: 'Turno noche · 1 socio' })).toBeTruthy();
    expect(within(dialog).getByText(/El grupo no tiene socios: nadie recibirá el plan\./)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Agregar socios' }).getAttribute('href')).toBe('/crearPlanificaciones/grupos?grupo=3');

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Una copia por socio' }));
    expect((within(dialog).getByRole('button', { name: 'Asignar igual' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Vinculada' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar igual' }));
    await within(dialog).findByText('Listo: la planificación quedó vinculada al grupo.');
    expect(api.calls.find((c) => c.path === '/api/user/addPlanificacionesToGrupo')?.body).toEqual({ grupoId: 3, planificacionIds: [7] });
  });

  it('says nothing for a group with members', async () => {
    const { dialog } = await withCounts();
    await within(dialog).findByRole('option', { name: 'Turno noche · 1 socio' });
    fireEvent.change(within(dialog).getByLabelText('Grupo'), { target: { value: '4' } });
    expect(within(dialog).queryByText(/El grupo no tiene socios/)).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Asignar' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
