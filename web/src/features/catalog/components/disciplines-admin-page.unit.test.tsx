// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { DisciplinesAdminPage } from './disciplines-admin-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const policy = { reservas_abren_dias_antes: null, reservas_cierran_minutos_antes: 0, cancelacion_gratis_horas_antes: null, cancelaciones_tardias_gratis_mes: 0, lista_espera_automatica_minutos_antes: 0 };

describe('Disciplinas', () => {
  it('after adding a discipline, says so and marks and focuses its row', async () => {
    let list = [{ id: 1, nombre: 'Yoga', ...policy }];
    const { calls } = mockApi({
      'GET /api/disciplinas/getDisciplinas': () => json(200, list),
      'POST /api/disciplinas/addDisciplina': () => {
        list = [...list, { id: 2, nombre: 'Funcional', ...policy }];
        return json(201, { id: 2, nombre: 'Funcional' });
      },
    });
    renderWithProviders(<DisciplinesAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar disciplina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva disciplina' });
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Funcional' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect((await screen.findByRole('status')).textContent).toBe('Disciplina agregada: Funcional.');
    const row = (await screen.findByText('Agregada')).closest('li')!;
    expect(row.textContent).toContain('Funcional');
    await waitFor(() => expect(document.activeElement).toBe(row));
    expect(calls.find((c) => c.path === '/api/disciplinas/addDisciplina')?.body).toEqual({ id: 0, nombre: 'Funcional' });
  });

  it('after renaming one, says the change was saved', async () => {
    mockApi({
      'GET /api/disciplinas/getDisciplinas': () => json(200, [{ id: 1, nombre: 'Yoga', ...policy }]),
      'PUT /api/disciplinas/editDisciplina': () => json(200, { id: 1, nombre: 'Yoga suave' }),
    });
    renderWithProviders(<DisciplinesAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Yoga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar disciplina' });
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Yoga suave' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('status')).textContent).toBe('Cambios guardados: Yoga suave.');
    expect(await screen.findByText('Guardada')).toBeTruthy();
  });
});
