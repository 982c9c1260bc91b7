// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchTopics } from '../../../lib/realtime';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { createTestQueryClient } from '../../../testing/render';
import type { Planificacion } from '../api/types';
import { PlanEditor } from './plan-editor';
import { theme } from '../../../styles/theme';
// Registers the feature's realtime handlers, as the app does by importing the feature.
import '../index';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const plan = (nombre = 'Fuerza Inicial'): Planificacion => ({
  id: 7, nombre, visible: 1,
  semanas: [{
    id: 10, nombre: 'Semana 1', planificacion_id: 7,
    dias: [{
      id: 20, nombre: 'Dia 1', semana_id: 10,
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

function renderEditor(routes: Parameters<typeof mockApi>[0] = {}) {
  let current = plan();
  const api = mockApi({ 'POST /api/planificaciones/getPlanificacionById': () => json(200, current), ...routes });
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
    expect(screen.getByRole('tab', { name: 'Dia 1' }).getAttribute('aria-selected')).toBe('true');
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

    const next = plan();
    next.semanas.push({ id: 11, nombre: 'Semana 2', planificacion_id: 7, dias: [] });
    answer(json(200, { ok: true, position: 5, id: 11, planificacion: next }));
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

  it('another coach edit (topic plan:7) refetches the plan on screen', async () => {
    const { queryClient, setPlan } = renderEditor();
    await screen.findByRole('heading', { name: 'Fuerza Inicial' });
    setPlan(plan('Fuerza Avanzada'));
    act(() => dispatchTopics(['plan:7'], queryClient));
    expect(await screen.findByRole('heading', { name: 'Fuerza Avanzada' })).toBeTruthy();
  });
});
