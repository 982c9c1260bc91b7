// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, json, mockApi, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/signed-in';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const coach = { ...adminUser, userId: 'user_profe', firstName: 'Profe', role: 'coach' };
const LIBRARY = [
  { id: 2, nombre: 'Plancha', video: null, notas: 'Cadera alineada.', peso_corporal: true },
  { id: 1, nombre: 'Press de banca', video: 'https://example.com/videos/press', notas: '', peso_corporal: false },
  { id: 3, nombre: 'Sentadilla búlgara', video: null, notas: '', peso_corporal: false },
];

function serve(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockSignedInApi(coach, { 'GET /api/planificaciones/getBiblioteca': () => json(200, LIBRARY), ...routes });
}
const names = () => within(screen.getByRole('list', { name: 'Ejercicios de la biblioteca' })).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent);

describe('exercise library screen (/crearPlanificaciones/biblioteca)', () => {
  it('lists every entry by name and searches ignoring case and accents', async () => {
    serve();
    renderApp('/crearPlanificaciones/biblioteca');
    await screen.findByRole('heading', { name: 'Biblioteca de ejercicios' });
    await waitFor(() => expect(names()).toEqual(['Plancha', 'Press de banca', 'Sentadilla búlgara']));
    expect(screen.getByRole('listitem', { name: 'Plancha' }).textContent).toContain('Peso corporal');
    fireEvent.change(screen.getByLabelText('Buscar ejercicio'), { target: { value: 'BULG' } });
    expect(names()).toEqual(['Sentadilla búlgara']);
    fireEvent.change(screen.getByLabelText('Buscar ejercicio'), { target: { value: 'remo' } });
    expect(screen.getByText('Ningún ejercicio coincide con la búsqueda.')).toBeTruthy();
  }, 15_000);

  it('edits name, video, notes and bodyweight in one save (updateEjercicioBiblioteca)', async () => {
    const api = serve({ 'PUT /api/planificaciones/updateEjercicioBiblioteca': () => json(200, { ...LIBRARY[1], nombre: 'Press inclinado' }) });
    renderApp('/crearPlanificaciones/biblioteca');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Press de banca' }));
    const form = await screen.findByRole('form', { name: 'Editar Press de banca' });
    fireEvent.change(within(form).getByLabelText('Nombre'), { target: { value: ' Press inclinado ' } });
    fireEvent.change(within(form).getByLabelText('Video (enlace)'), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Notas'), { target: { value: 'Banco a 30°.' } });
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/planificaciones/updateEjercicioBiblioteca')?.body).toEqual({
      id: 1, nombre: 'Press inclinado', video: null, notas: 'Banco a 30°.', peso_corporal: true,
    }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Editar Press de banca' })).toBeNull());
  }, 15_000);

  it('deletes only after "¿Estás seguro?" is confirmed (deleteEjercicioBiblioteca)', async () => {
    const api = serve({ 'DELETE /api/planificaciones/deleteEjercicioBiblioteca': () => json(200, { ok: true, id: 2 }) });
    renderApp('/crearPlanificaciones/biblioteca');
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Plancha' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    expect(confirm.textContent).toContain('¿Estás seguro?');
    expect(confirm.textContent).toContain('Se eliminará “Plancha” de la biblioteca.');
    expect(api.calls.some((c) => c.path.endsWith('deleteEjercicioBiblioteca'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(api.calls.find((c) => c.path.endsWith('deleteEjercicioBiblioteca'))?.body).toEqual({ id: 2 }));
  }, 15_000);

  it('adds an entry from the screen (addEjercicioBiblioteca), named after a search that found nothing', async () => {
    const api = serve({ 'POST /api/planificaciones/addEjercicioBiblioteca': () => json(201, { id: 4, nombre: 'Remo con barra', video: null, notas: 'Espalda neutra.', peso_corporal: false }) });
    renderApp('/crearPlanificaciones/biblioteca');
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Buscar ejercicio'), { target: { value: 'Remo con barra' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    const form = await screen.findByRole('form', { name: 'Nuevo ejercicio' });
    expect((within(form).getByLabelText('Nombre') as HTMLInputElement).value).toBe('Remo con barra');
    fireEvent.change(within(form).getByLabelText('Notas'), { target: { value: 'Espalda neutra.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/planificaciones/addEjercicioBiblioteca')?.body).toEqual({
      nombre: 'Remo con barra', video: null, notas: 'Espalda neutra.', peso_corporal: false,
    }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nuevo ejercicio' })).toBeNull());
    expect(api.calls.filter((c) => c.path === '/api/planificaciones/getBiblioteca')).toHaveLength(2);
  }, 15_000);

  it('shows why an entry could not be added, and keeps the dialog open', async () => {
    serve({ 'POST /api/planificaciones/addEjercicioBiblioteca': () => problem(409, 'LIBRARY_EXERCISE_EXISTS', 'Ya hay un ejercicio llamado Plancha en la biblioteca.') });
    renderApp('/crearPlanificaciones/biblioteca');
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar' }));
    const form = await screen.findByRole('form', { name: 'Nuevo ejercicio' });
    expect((within(form).getByRole('button', { name: 'Agregar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Nombre'), { target: { value: 'Plancha' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Ya hay un ejercicio llamado Plancha en la biblioteca.');
  }, 15_000);

  it('is reachable from the plan list', async () => {
    serve({ 'GET /api/planificaciones/getPlanificacionesList': () => json(200, []) });
    renderApp('/crearPlanificaciones');
    const link = await screen.findByRole('link', { name: 'Biblioteca de ejercicios' });
    expect(link.getAttribute('href')).toBe('/crearPlanificaciones/biblioteca');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Biblioteca de ejercicios' })).toBeTruthy();
  }, 15_000);
});
