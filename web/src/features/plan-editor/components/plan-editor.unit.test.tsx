// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { sharedRouteTopicHandlers } from '../../../api/api-topics';
import { dispatchTopics } from '../../../lib/realtime';
import { createTestQueryClient } from '../../../testing/render';
import type { Planificacion } from '../api/types';
import { PlanEditor } from './plan-editor';
import { theme } from '../../../styles/theme';
import { planEditorTopicHandlers } from '../realtime';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const plan = (nombre = 'Fuerza Inicial', version = 5): Planificacion => ({
  id: 7, nombre, visible: 1, version,
  semanas: [{
    id: 10, nombre: 'Semana 1', planificacion_id: 7,
    dias: [{
      id: 20, nombre: 'Día 1', semana_id: 10,
      bloques: [{
        id: 30, nombre: 'Bloque A', descanso: 60, dia_id: 20,
        ejercicios: [{ id: 40, nombre: 'Sentadilla', video: null, notas: '', bloque_id: 30, series: [
          { id: 52, numero: 2, repeticiones: '10', peso: 45, ejercicio_id: 40 },
          { id: 51, numero: 1, repeticiones: '12', peso: 40, ejercicio_id: 40 },
        ] }],
      }],
    }],
  }],
});

const LIBRARY = [
  { id: 1, nombre: 'Sentadilla', video: 'https://example.com/videos/sentadilla-goblet', notas: 'Espalda neutra.', peso_corporal: false },
  { id: 2, nombre: 'Plancha', video: null, notas: '', peso_corporal: true },
];

function renderEditor(routes: Parameters<typeof mockApi>[0] = {}) {
  let current = plan();
  // As the server does: 304 when If-None-Match names the version it holds, else the whole plan.
  const api = mockApi({
    'GET /api/planificaciones/7': (call) =>
      call.headers.get('if-none-match') === `W/"plan-7-${current.version}"` ? new Response(null, { status: 304 }) : json(200, current),
    'GET /api/planificaciones/getBiblioteca': () => json(200, LIBRARY),
    ...routes,
  });
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <PlanEditor planId={7} onBack={() => {}} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { api, queryClient, setPlan: (next: Planificacion) => (current = next) };
}

describe('plan editor', () => {
  it('shows the first week and day, and the open block lists exercises with sets sorted by number and No hay video', async () => {
    renderEditor();
    await screen.findByRole('heading', { name: 'Fuerza Inicial' });
    expect(screen.getByRole('tab', { name: 'Semana 1' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Día 1' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Bloque A/, expanded: false }));
    const exercise = screen.getByRole('article', { name: 'Sentadilla' });
    expect(within(exercise).getByText('No hay video')).toBeTruthy();
    expect(within(exercise).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['serie 1', 'serie 2']);
  });

  it('adding a week calls addSemana, blocks input while it runs, and selects the new week', async () => {
    let answer!: (r: Response) => void;
    const { api } = renderEditor({ 'POST /api/planificaciones/addSemana': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await screen.findByRole('heading', { name: 'Fuerza Inicial' });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar semana' }));
    expect(screen.getByTestId('editor-busy')).toBeTruthy();
    await waitFor(() => expect(api.calls.find((c) => c.path.endsWith('addSemana'))?.body).toEqual({ semana: { planificacion_id: 7 } }));

    const week = { id: 11, nombre: 'Semana 2', planificacion_id: 7, dias: [] };
    answer(json(200, { ok: true, id: 11, planId: 7, version: 6, baseVersion: 5, change: { op: 'upsert', kind: 'week', parentId: 7, index: 1, node: week } }));
    await waitFor(() => expect(screen.queryByTestId('editor-busy')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Semana 2' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Agrega un día a Semana 2.')).toBeTruthy();
  });

  it('a refused block deletion brings the block back with "Error al eliminar el bloque"', async () => {
    let answer!: (r: Response) => void;
    renderEditor({ 'POST /api/planificaciones/deleteBloque': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await screen.findByRole('heading', { name: 'Fuerza Inicial' });
    fireEvent.click(screen.getByRole('button', { name: 'Editar Bloque A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Bloque A' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bloque A' })).toBeNull());

    answer(problem(409, 'CONFLICT', 'Otro cambio llegó antes'));
    expect(await screen.findByText('Error al eliminar el bloque')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Bloque A' })).toBeTruthy();
  });

  it('edits an exercise\'s notes (PUT updateEjercicioNotas) and shows a bodyweight set as "—"', async () => {
    const edited = { id: 40, nombre: 'Sentadilla', video: null, notas: 'Baja lento', bloque_id: 30, series: [
      { id: 51, numero: 1, repeticiones: '12', peso: 0, ejercicio_id: 40 },
      { id: 52, numero: 2, repeticiones: '10', peso: 45, ejercicio_id: 40 },
    ] };
    const { api } = renderEditor({
      'PUT /api/planificaciones/updateEjercicioNotas': () => json(200, { ok: true, id: 40, planId: 7, version: 6, baseVersion: 5, change: { op: 'upsert', kind: 'exercise', parentId: 30, index: 0, node: edited } }),
    });
    await screen.findByRole('heading', { name: 'Fuerza Inicial' });
    fireEvent.click(screen.getByRole('button', { name: /Bloque A/, expanded: false }));
    const exercise = screen.getByRole('article', { name: 'Sentadilla' });
    expect(within(exercise).getByText('Sin notas')).toBeTruthy();
    fireEvent.click(within(exercise).getByRole('button', { name: 'Editar notas de Sentadilla' }));
    fireEvent.change(within(exercise).getByLabelText('notas de Sentadilla'), { target: { value: '  Baja lento ' } });
    fireEvent.click(within(exercise).getByRole('button', { name: 'Guardar notas' }));
    await waitFor(() => expect(within(exercise).getByText('Baja lento')).toBeTruthy());
    const call = api.calls.find((c) => c.path === '/api/planificaciones/updateEjercicioNotas');
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({ id: 40, notas: 'Baja lento' });
    const rows = within(exercise).getAllByRole('listitem');
    expect(within(rows[0]!).getByLabelText('Peso corporal').textContent).toBe('—');
    expect(within(rows[1]!).getByText('45 kg')).toBeTruthy();
  }, 15_000);

  it("sets an exercise's own rest (PUT updateEjercicioDescanso), clears it back to the block's, and shows a refusal's reason", async () => {
    const node = (descanso: number | null) => ({ ...plan().semanas[0]!.dias[0]!.bloques[0]!.ejercicios[0]!, descanso });
    const answers = [
      json(200, { ok: true, id: 40, planId: 7, version: 6, baseVersion: 5, change: { op: 'upsert', kind: 'exercise', parentId: 30, index: 0, node: node(180) } }),
      json(400, { status: 400, code: 'INVALID_REST', title: 'Bad Request', detail: 'El descanso tiene que ser un número entero de segundos, entre 0 y 900.' }),
      json(200, { ok: true, id: 40, planId: 7, version: 7, baseVersion: 6, change: { op: 'upsert', kind: 'exercise', parentId: 30, index: 0, node: node(null) } }),
    ];
    const { api } = renderEditor({ 'PUT /api/planificaciones/updateEjercicioDescanso': () => answers.shift()! });
    await screen.findByRole('heading', { name: 'Fuerza Inicial' });
    fireEvent.click(screen.getByRole('button', { name: /Bloque A/, expanded: false }));
    const exercise = screen.getByRole('article', { name: 'Sentadilla' });
    expect(within(exercise).getByText('Descanso: el del bloque (60 s)')).toBeTruthy();
    const save = async (value: string) => {
      fireEvent.click(within(exercise).getByRole('button', { name: 'Editar descanso de Sentadilla' }));
      fireEvent.change(within(exercise).getByLabelText('descanso de Sentadilla'), { target: { value } });
      fireEvent.click(within(exercise).getByRole('button', { name: 'Guardar descanso' }));
    };
    await save('180');
    await waitFor(() => expect(within(exercise).getByText('Descanso: 180 s')).toBeTruthy());
    await save('1000');
    const notice = await screen.findByText('Error al guardar el descanso del ejercicio');
    expect(notice.parentElement?.textContent).toContain('El descanso tiene que ser un número entero de segundos, entre 0 y 900.');
    expect(within(exercise).getByText('Descanso: 180 s')).toBeTruthy();
    await save('');
    await waitFor(() => expect(within(exercise).getByText('Descanso: el del bloque (60 s)')).toBeTruthy());
    const bodies = api.calls.filter((c) => c.path === '/api/planificaciones/updateEjercicioDescanso').map((c) => [c.method, c.body]);
    expect(bodies).toEqual([['PUT', { id: 40, descanso: '180' }], ['PUT', { id: 40, descanso: '1000' }], ['PUT', { id: 40, descanso: null }]]);
  }, 15_000);

  it('copies a day to a week (copyDia) and a block to a day of any week (copyBloque)', async () => {
    const answer = () => json(200, { ok: true, id: 90, planId: 7, version: 5, baseVersion: 4, change: { op: 'remove', id: 90 } });
    const { api } = renderEditor({ 'POST /api/planificaciones/copyDia': answer, 'POST /api/planificaciones/copyBloque': answer });
    await screen.findByRole('heading', { name: 'Fuerza Inicial' });
    fireEvent.click(screen.getByRole('button', { name: 'Editar días' }));
    fireEvent.change(screen.getByLabelText('Copiar Día 1 a'), { target: { value: '10' } });
    fireEvent.click(within(screen.getByRole('region', { name: 'Días' })).getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/planificaciones/copyDia')?.body).toEqual({ id: 20, semana_id: 10 }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar Bloque A' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Editar Bloque A' }));
    const target = screen.getByLabelText('Copiar Bloque A a') as HTMLSelectElement;
    expect([...target.options].map((o) => o.textContent)).toEqual(['Semana 1 · Día 1']);
    fireEvent.click(within(screen.getByRole('region', { name: 'Bloque A' })).getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/planificaciones/copyBloque')?.body).toEqual({ id: 30, dia_id: 20 }));
  }, 15_000);

  it('adds an exercise with its sets filled in from fast entry ("4x10 @ 40"), and says how to write what it cannot read', async () => {
    const { api } = renderEditor({
      'POST /api/planificaciones/addEjercicio': () => json(200, { ok: true, id: 60, planId: 7, version: 5, baseVersion: 4, change: { op: 'remove', id: 60 } }),
    });
    await screen.findByRole('heading', { name: 'Fuerza Inicial' });
    fireEvent.click(screen.getByRole('button', { name: /Bloque A/, expanded: false }));
    fireEvent.change(screen.getByLabelText('Nombre del ejercicio'), { target: { value: 'Remo' } });
    fireEvent.change(screen.getByLabelText('Cantidad de series'), { target: { value: '4x10 @ 42,3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Ejercicio' }));
    expect(screen.getByRole('alert').textContent).toBe('Escribe las series como 3, 4x10 @ 40, 4x8 @ 22,5 o 3x30s');
    fireEvent.change(screen.getByLabelText('Cantidad de series'), { target: { value: '4x10 @ 22,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Ejercicio' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/planificaciones/addEjercicio')?.body).toEqual({ nombre: 'Remo', bloque_id: 30, series: 4, repeticiones: '10', peso: 22.5 }));
  }, 15_000);

  it('another coach edit (topic plan:7) refetches the plan on screen', async () => {
    const { queryClient, setPlan } = renderEditor();
    await screen.findByRole('heading', { name: 'Fuerza Inicial' });
    setPlan(plan('Fuerza Avanzada', 6));
    act(() => dispatchTopics([planEditorTopicHandlers, sharedRouteTopicHandlers], ['plan:7'], queryClient));
    expect(await screen.findByRole('heading', { name: 'Fuerza Avanzada' })).toBeTruthy();
  });

  it('an edit puts the answered node into the plan on screen; the plan:7 notice then revalidates with a 304', async () => {
    // Serie 1 becomes serie 3: the answer carries only that set and its new place among its siblings.
    const set = { id: 51, numero: 3, repeticiones: '8', peso: 50, ejercicio_id: 40 };
    const { api, queryClient, setPlan } = renderEditor({
      'PUT /api/planificaciones/updateSerie': () => json(200, { ok: true, id: 51, planId: 7, version: 6, baseVersion: 5, change: { op: 'upsert', kind: 'set', parentId: 40, index: 1, node: set } }),
    });
    await screen.findByRole('heading', { name: 'Fuerza Inicial' });
    fireEvent.click(screen.getByRole('button', { name: /Bloque A/, expanded: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Editar serie 1' }));
    fireEvent.change(screen.getByLabelText('Número'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar serie' }));
    const exercise = screen.getByRole('article', { name: 'Sentadilla' });
    await waitFor(() => expect(within(exercise).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['serie 2', 'serie 3']));
    // GETs of the plan itself (an open block also reads the exercise library once).
    const planReads = () => api.calls.filter((c) => c.method === 'GET' && c.path === '/api/planificaciones/7');
    expect(planReads()).toHaveLength(1);

    // The server holds version 6 now, as the copy on screen does: the notice of the edit costs a 304, not the plan.
    setPlan(plan('Otro nombre que no debe llegar', 6));
    act(() => dispatchTopics([planEditorTopicHandlers, sharedRouteTopicHandlers], ['plan:7'], queryClient));
    await waitFor(() => expect(planReads()).toHaveLength(2));
    expect(planReads()[1]!.headers.get('if-none-match')).toBe('W/"plan-7-6"');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('heading', { name: 'Fuerza Inicial' })).toBeTruthy();
    expect(within(exercise).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['serie 2', 'serie 3']);
  });

  it('an answer decided on a newer version than the copy on screen keeps the old version, so the notice reloads the plan', async () => {
    const { api, queryClient, setPlan } = renderEditor({
      'POST /api/planificaciones/addSemana': () =>
        json(200, { ok: true, id: 11, planId: 7, version: 9, baseVersion: 8, change: { op: 'upsert', kind: 'week', parentId: 7, index: 1, node: { id: 11, nombre: 'Semana 2', planificacion_id: 7, dias: [] } } }),
    });
    await screen.findByRole('heading', { name: 'Fuerza Inicial' });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar semana' }));
    expect(await screen.findByRole('tab', { name: 'Semana 2' })).toBeTruthy();
    setPlan(plan('Fuerza Avanzada', 9));
    act(() => dispatchTopics([planEditorTopicHandlers, sharedRouteTopicHandlers], ['plan:7'], queryClient));
    expect(await screen.findByRole('heading', { name: 'Fuerza Avanzada' })).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'GET')[1]!.headers.get('if-none-match')).toBe('W/"plan-7-5"');
  });
});
