// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { createTestQueryClient } from '../../../testing/render';
import type { Planificacion } from '../api/types';
import { PlanEditor } from './plan-editor';
import { theme } from '../../../styles/theme';

// The builder in minutes: the library's autocomplete, the sets grid and duplicate week with a progression.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const plan: Planificacion = {
  id: 7, nombre: 'Fuerza Inicial', visible: 1, version: 5,
  semanas: [{ id: 10, nombre: 'Semana 1', planificacion_id: 7, dias: [{ id: 20, nombre: 'Día 1', semana_id: 10, bloques: [{
    id: 30, nombre: 'Bloque A', descanso: 60, dia_id: 20,
    ejercicios: [{ id: 40, nombre: 'Sentadilla', video: null, notas: '', bloque_id: 30, series: [
      { id: 51, numero: 1, repeticiones: '12', peso: 40, ejercicio_id: 40 },
      { id: 52, numero: 2, repeticiones: '30s', peso: 0, ejercicio_id: 40 },
    ] }],
  }] }] }],
};
const LIBRARY = [
  { id: 1, nombre: 'Press de banca', video: 'https://example.com/videos/press', notas: 'Escápulas juntas.', peso_corporal: false },
  { id: 2, nombre: 'Plancha', video: 'https://example.com/videos/plancha', notas: '', peso_corporal: true },
  { id: 3, nombre: 'Press militar', video: null, notas: '', peso_corporal: false },
];
const answer = () => json(200, { ok: true, id: 99, planId: 7, version: 6, baseVersion: 5, change: { op: 'remove', id: 99 } });

function renderEditor(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/planificaciones/7': () => json(200, plan), 'GET /api/planificaciones/getBiblioteca': () => json(200, LIBRARY), ...routes });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ThemeProvider theme={theme}><PlanEditor planId={7} onBack={() => {}} /></ThemeProvider>
    </QueryClientProvider>,
  );
  return api;
}
const body = (api: ReturnType<typeof mockApi>, path: string) => api.calls.find((c) => c.path === `/api/planificaciones/${path}`)?.body;

async function openBlock() {
  await screen.findByRole('heading', { name: 'Fuerza Inicial' });
  fireEvent.click(screen.getByRole('button', { name: /Bloque A/, expanded: false }));
}

describe('plan builder', () => {
  it('autocompletes the name from the library; choosing an entry brings its video and notes, and bodyweight drops the kg', async () => {
    const api = renderEditor({ 'POST /api/planificaciones/addEjercicio': answer });
    await openBlock();
    const name = screen.getByRole('combobox', { name: 'Nombre del ejercicio' });
    fireEvent.change(name, { target: { value: 'pres' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Press de bancaCon carga · video', 'Press militarCon carga']);
    fireEvent.mouseDown(options[0]!);
    expect((name as HTMLInputElement).value).toBe('Press de banca');
    expect(screen.getByLabelText('De la biblioteca').textContent).toContain('Escápulas juntas.');
    fireEvent.change(screen.getByLabelText('Cantidad de series'), { target: { value: '4x8 @ 50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Ejercicio' }));
    await waitFor(() => expect(body(api, 'addEjercicio')).toEqual({ nombre: 'Press de banca', bloque_id: 30, series: 4, repeticiones: '8', peso: 50, video: 'https://example.com/videos/press', notas: 'Escápulas juntas.' }));

    // Typed in full, a bodyweight entry: its kg are dropped whatever the shorthand said.
    api.calls.length = 0;
    fireEvent.change(name, { target: { value: 'plancha' } });
    fireEvent.change(screen.getByLabelText('Cantidad de series'), { target: { value: '3x30s @ 10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Ejercicio' }));
    await waitFor(() => expect(body(api, 'addEjercicio')).toMatchObject({ nombre: 'Plancha', series: 3, repeticiones: '30s', peso: 0, video: 'https://example.com/videos/plancha' }));
  }, 15_000);

  it('saves a new name to the library on the way when asked', async () => {
    const api = renderEditor({
      'POST /api/planificaciones/addEjercicio': answer,
      'POST /api/planificaciones/addEjercicioBiblioteca': () => json(201, { id: 9, nombre: 'Remo invertido', video: null, notas: '', peso_corporal: true }),
    });
    await openBlock();
    fireEvent.change(screen.getByRole('combobox', { name: 'Nombre del ejercicio' }), { target: { value: 'Remo invertido' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Guardar en la biblioteca' }));
    fireEvent.change(screen.getByLabelText('Cantidad de series'), { target: { value: '3x12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Ejercicio' }));
    await waitFor(() => expect(body(api, 'addEjercicio')).toMatchObject({ nombre: 'Remo invertido', series: 3, repeticiones: '12', peso: 0 }));
    expect(body(api, 'addEjercicioBiblioteca')).toEqual({ nombre: 'Remo invertido', peso_corporal: true });
  }, 15_000);

  it('edits every set in a grid and saves them in one call (updateSeriesEjercicio), rows in order', async () => {
    const api = renderEditor({ 'PUT /api/planificaciones/updateSeriesEjercicio': answer });
    await openBlock();
    fireEvent.click(screen.getByRole('button', { name: 'Editar series de Sentadilla' }));
    const grid = screen.getByRole('form', { name: 'Series de Sentadilla en tabla' });
    expect((within(grid).getByLabelText('Segundos de la serie 2') as HTMLInputElement).value).toBe('30');
    fireEvent.change(within(grid).getByLabelText('Kg de la serie 1'), { target: { value: '45' } });
    fireEvent.click(within(grid).getByRole('button', { name: 'Agregar fila' }));
    fireEvent.change(within(grid).getByLabelText('Segundos de la serie 3'), { target: { value: '' } });
    fireEvent.change(within(grid).getByLabelText('Repeticiones de la serie 3'), { target: { value: '8' } });
    fireEvent.change(within(grid).getByLabelText('Kg de la serie 3'), { target: { value: '50' } });
    fireEvent.click(within(grid).getByRole('button', { name: 'Guardar series' }));
    await waitFor(() => expect(body(api, 'updateSeriesEjercicio')).toEqual({ id: 40, series: [
      { id: 51, repeticiones: '12', peso: 45 },
      { id: 52, repeticiones: '30s', peso: 0 },
      { repeticiones: '8', peso: 50 },
    ] }));
  }, 15_000);

  it('shows a timed set as "30 s" in its row, not "30s reps", and a count with reps', async () => {
    renderEditor();
    await openBlock();
    const row = (n: number) => screen.getByRole('listitem', { name: `serie ${n}` }).textContent;
    expect(row(1)).toContain('12 reps');
    expect(row(2)).toContain('30 s');
    expect(row(2)).not.toContain('reps');
  }, 15_000);

  it('duplicates a week with the progression helper (+2.5 %)', async () => {
    const api = renderEditor({ 'POST /api/planificaciones/duplicateSemana': answer });
    await screen.findByRole('heading', { name: 'Fuerza Inicial' });
    fireEvent.click(screen.getByRole('button', { name: 'Editar semanas' }));
    fireEvent.change(screen.getByLabelText('Progresión al duplicar'), { target: { value: '2,5' } });
    fireEvent.change(screen.getByLabelText('Unidad de la progresión'), { target: { value: 'porcentaje' } });
    fireEvent.click(screen.getByRole('button', { name: 'Duplicar Semana 1' }));
    await waitFor(() => expect(body(api, 'duplicateSemana')).toEqual({ semana: { id: 10 }, progresion: { tipo: 'porcentaje', valor: 2.5 } }));
  }, 15_000);

  it('says so under the field, and does not duplicate, when the progression typed is not a number', async () => {
    const api = renderEditor({ 'POST /api/planificaciones/duplicateSemana': answer });
    await screen.findByRole('heading', { name: 'Fuerza Inicial' });
    fireEvent.click(screen.getByRole('button', { name: 'Editar semanas' }));
    fireEvent.change(screen.getByLabelText('Progresión al duplicar'), { target: { value: 'dos' } });
    expect(screen.getByRole('alert').textContent).toContain('Escribe un número');
    expect(screen.getByLabelText('Progresión al duplicar').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Duplicar Semana 1' }));
    fireEvent.change(screen.getByLabelText('Progresión al duplicar'), { target: { value: '2,5' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicar Semana 1' }));
    await waitFor(() => expect(body(api, 'duplicateSemana')).toEqual({ semana: { id: 10 }, progresion: { tipo: 'kg', valor: 2.5 } }));
    expect(api.calls.filter((c) => c.path.endsWith('/duplicateSemana'))).toHaveLength(1);
  }, 15_000);

  it('duplicates a week with +1,25 kg typed with a point too (steps of 0,25 kg)', async () => {
    const api = renderEditor({ 'POST /api/planificaciones/duplicateSemana': answer });
    await screen.findByRole('heading', { name: 'Fuerza Inicial' });
    fireEvent.click(screen.getByRole('button', { name: 'Editar semanas' }));
    fireEvent.change(screen.getByLabelText('Progresión al duplicar'), { target: { value: '1.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Duplicar Semana 1' }));
    await waitFor(() => expect(body(api, 'duplicateSemana')).toEqual({ semana: { id: 10 }, progresion: { tipo: 'kg', valor: 1.25 } }));
  }, 15_000);
});
