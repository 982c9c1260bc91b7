// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { createTestQueryClient } from '../../../testing/render';
import { theme } from '../../../styles/theme';
import type { Ejercicio, Planificacion, Semana } from '../api/types';
import { PlanEditor } from './plan-editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const squat = (w: number, peso: number): Ejercicio => ({
  id: w * 100 + 40, nombre: 'Sentadilla', video: null, notas: '', bloque_id: w * 100 + 30,
  series: [{ id: w * 100 + 51, numero: 1, repeticiones: '8', peso, ejercicio_id: w * 100 + 40 }],
});
const plank = (w: number): Ejercicio => ({
  id: w * 100 + 60, nombre: 'Plancha', video: null, notas: '', bloque_id: w * 100 + 30,
  series: [{ id: w * 100 + 61, numero: 1, repeticiones: '30 s', peso: 0, ejercicio_id: w * 100 + 60 }],
});
const week = (w: number): Semana => ({
  id: w * 100, nombre: `Semana ${w}`, planificacion_id: 7,
  dias: [{ id: w * 100 + 20, nombre: 'Día 1', semana_id: w * 100, bloques: [{ id: w * 100 + 30, nombre: 'Bloque A', descanso: 60, dia_id: w * 100 + 20, ejercicios: [squat(w, 40), plank(w)] }] }],
});
const plan: Planificacion = { id: 7, nombre: 'Fuerza', visible: 1, version: 5, semanas: [week(1), week(2)] };
const preview = { total: 1, series: [{ semana: 'Semana 2', dia: 'Día 1', ejercicio: 'Sentadilla', numero: 1, antes: 40, despues: 42.5 }] };
const applied = { ok: true, id: 7, planId: 7, version: 6, baseVersion: 5, series: 1, changes: [{ op: 'upsert', kind: 'exercise', parentId: 230, index: 0, node: squat(2, 43) }] };

function renderEditor(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'GET /api/planificaciones/7': () => json(200, plan), ...routes });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ThemeProvider theme={theme}><PlanEditor planId={7} onBack={() => {}} /></ThemeProvider>
    </QueryClientProvider>,
  );
  return api;
}

async function openDialog() {
  await screen.findByRole('heading', { name: 'Fuerza' });
  fireEvent.click(screen.getByRole('button', { name: 'Aplicar progresión' }));
  return screen.findByRole('dialog', { name: 'Aplicar progresión' });
}

describe('Aplicar progresión in the builder', () => {
  it('opens on weeks 2–2, lists only exercises with weight, previews before → after, and applies into the plan on screen', async () => {
    const api = renderEditor({ 'POST /api/planificaciones/previsualizarProgresion': () => json(200, preview), 'POST /api/planificaciones/aplicarProgresion': () => json(200, applied) });
    const dialog = within(await openDialog());
    expect((dialog.getByLabelText('Desde') as HTMLSelectElement).value).toBe('2');
    fireEvent.change(dialog.getByLabelText('Sumar por semana'), { target: { value: '2,5' } });
    fireEvent.click(dialog.getByRole('radio', { name: 'Elegir ejercicios' }));
    expect(dialog.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual(['Sentadilla']);
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Sentadilla' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Ver cambios' }));
    await dialog.findByText('40 kg → 42,5 kg');
    const sent = { planificacion_id: 7, desde: 2, hasta: 2, progresion: { tipo: 'kg', valor: 2.5 }, ejercicios: ['Sentadilla'] };
    expect(api.calls.find((c) => c.path.endsWith('previsualizarProgresion'))?.body).toEqual(sent);

    fireEvent.click(dialog.getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Progresión aplicada: 1 serie cambió de peso.');
    expect(api.calls.find((c) => c.path.endsWith('aplicarProgresion'))?.body).toEqual(sent);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'Semana 2' }));
    fireEvent.click(screen.getByRole('button', { name: /Bloque A/, expanded: false }));
    const exercise = within(screen.getByRole('article', { name: 'Sentadilla' }));
    expect(exercise.getByRole('listitem', { name: 'serie 1' }).textContent).toContain('43 kg');
  }, 15_000);

  it("shows the server's Spanish refusal and stays on the form", async () => {
    const detail = 'Ningún ejercicio con peso de esas semanas coincide: elige otras semanas u otros ejercicios.';
    renderEditor({ 'POST /api/planificaciones/previsualizarProgresion': () => problem(400, 'PROGRESSION_NO_MATCH', detail) });
    const dialog = within(await openDialog());
    fireEvent.change(dialog.getByLabelText('Sumar por semana'), { target: { value: '5' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Ver cambios' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(detail);
    expect(dialog.getByLabelText('Sumar por semana')).toBeTruthy();
  }, 15_000);
});
