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

function serve(routes: Record<string, () => Response | Promise<Response>> = {}) {
  let list = [fuerza];
  const api = mockApi({
    'GET /api/planificaciones/getPlanificacionesList': () => json(200, list),
    ...routes,
  });
  return { api, setList: (next: typeof list) => (list = next) };
}

describe('plan list (/crearPlanificaciones)', () => {
  it('a new plan shows at once and the list reloads when the server creates it', async () => {
    let answer!: (r: Response) => void;
    const { api, setList } = serve({ 'POST /api/planificaciones/addPlanificacion': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<PlanAdminList onOpen={() => {}} />);
    await screen.findByText('Fuerza Inicial');
    fireEvent.change(screen.getByLabelText('Nombre de la nueva planificación'), { target: { value: 'Movilidad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear planificación' }));
    expect(await screen.findByRole('button', { name: 'Movilidad' })).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('addPlanificacion'))?.body).toEqual({ body: { nombre: 'Movilidad' } });

    setList([fuerza, { id: 8, nombre: 'Movilidad', visible: 1, usuarios: 0, grupos: 0 }]);
    answer(json(201, { ok: true, position: 3, id: 8, planificacion: { id: 8, nombre: 'Movilidad', visible: 1, semanas: [] } }));
    await waitFor(() => expect(api.calls.filter((c) => c.path.endsWith('getPlanificacionesList')).length).toBe(2));
    expect(screen.getByText('0 usuarios · 0 grupos')).toBeTruthy();
  });

  it('duplicates a plan (duplicatePlanificacion) and shows the copy when the list reloads', async () => {
    const { api, setList } = serve({
      'POST /api/planificaciones/duplicatePlanificacion': () => {
        setList([fuerza, { id: 9, nombre: 'Fuerza Inicial (copia)', visible: 1, usuarios: 0, grupos: 0 }]);
        return json(201, { ok: true, id: 9, version: 1, planificacion: { id: 9, nombre: 'Fuerza Inicial (copia)', visible: 1, semanas: [] } });
      },
    });
    renderWithProviders(<PlanAdminList onOpen={() => {}} />);
    await screen.findByText('Fuerza Inicial');
    fireEvent.click(screen.getByRole('button', { name: 'Duplicar Fuerza Inicial' }));
    expect(await screen.findByRole('button', { name: 'Fuerza Inicial (copia)' })).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('duplicatePlanificacion'))?.body).toEqual({ id: 7 });
  }, 15_000);

  it('a refused creation removes the temporary plan', async () => {
    serve({ 'POST /api/planificaciones/addPlanificacion': () => problem(500, 'INTERNAL', 'Falla') });
    renderWithProviders(<PlanAdminList onOpen={() => {}} />);
    await screen.findByText('Fuerza Inicial');
    fireEvent.change(screen.getByLabelText('Nombre de la nueva planificación'), { target: { value: 'Movilidad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear planificación' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Movilidad' })).toBeNull();
  });

  it('visibility flips at once and flips back when the server refuses', async () => {
    let answer!: (r: Response) => void;
    serve({ 'POST /api/planificaciones/handleVisiblePlanificacion': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<PlanAdminList onOpen={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ocultar Fuerza Inicial' }));
    expect(await screen.findByRole('button', { name: 'Mostrar Fuerza Inicial' })).toBeTruthy();
    answer(problem(500, 'INTERNAL', 'Falla'));
    expect(await screen.findByRole('button', { name: 'Ocultar Fuerza Inicial' })).toBeTruthy();
  });

  it('deleting asks first with "Una vez eliminada, no se puede revertir"', async () => {
    const { api } = serve({ 'POST /api/planificaciones/deletePlanificacion': () => json(200, { ok: true, position: 4, id: 7 }) });
    renderWithProviders(<PlanAdminList onOpen={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Fuerza Inicial' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    expect(dialog.textContent).toContain('Una vez eliminada, no se puede revertir');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(api.calls.find((c) => c.path.endsWith('deletePlanificacion'))?.body).toEqual({ id: 7 }));
  });

  it('every action of a plan says what it does: a caption under each icon and a tooltip', async () => {
    serve();
    renderWithProviders(<PlanAdminList onOpen={() => {}} />);
    const row = (await screen.findByRole('button', { name: 'Fuerza Inicial' })).closest('li')!;
    const actions = [
      ['Ocultar Fuerza Inicial', 'Visible', 'Visible para los socios'],
      ['Usuarios asignados a Fuerza Inicial', 'Asignados', 'Quién tiene esta planificación'],
      ['Dar Fuerza Inicial a un grupo', 'A un grupo', 'Dar la planificación a un grupo'],
      ['Duplicar Fuerza Inicial', 'Duplicar', 'Crear una copia'],
      ['Eliminar Fuerza Inicial', 'Eliminar', 'Eliminar la planificación'],
      ['Editar nombre de Fuerza Inicial', '', 'Editar nombre de Fuerza Inicial'],
    ] as const;
    for (const [name, caption, tooltip] of actions) {
      const button = within(row).getByRole('button', { name });
      expect(button.textContent, name).toBe(caption);
      expect(button.getAttribute('title'), name).toBe(tooltip);
    }
    const unlabelled = within(row).getAllByRole('button').filter((b) => !b.textContent?.trim() && !b.getAttribute('title'));
    expect(unlabelled).toEqual([]);
  });

  it('renaming with an empty name says "El nombre no puede estar vacío" and sends nothing', async () => {
    const { api } = serve();
    renderWithProviders(<PlanAdminList onOpen={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar nombre de Fuerza Inicial' }));
    fireEvent.change(screen.getByLabelText('nombre de Fuerza Inicial'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('El nombre no puede estar vacío')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
