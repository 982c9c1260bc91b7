// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { EditPackagesPage } from './edit-packages-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ocho = { id: 4, nombre: '8 clases', cantidad_clases: 8, clases_por_semana: 2, precio: 28000, disciplina_id: null, disciplina: null, disciplinas: [] };
const yoga = { id: 5, nombre: 'Yoga 10', cantidad_clases: 10, clases_por_semana: 2.5, precio: 31500.5, disciplina_id: 2, disciplina: 'Yoga', disciplinas: [2] };
const mixto = { id: 6, nombre: 'Mixto 8', cantidad_clases: 8, clases_por_semana: 2, precio: 30000, disciplina_id: null, disciplina: 'Pilates, Yoga', disciplinas: [2, 3] };

function setup() {
  const api = mockApi({
    'GET /api/paquetes/getPaquetes': () => json(200, [ocho, yoga, mixto]),
    'GET /api/disciplinas/getDisciplinas': () => json(200, [{ id: 2, nombre: 'Yoga' }, { id: 3, nombre: 'Pilates' }]),
    'PUT /api/paquetes/updatePaquete/4': (call) => json(200, { ...ocho, ...(call.body as object) }),
    'POST /api/paquetes/deletePaquete': () => json(200, { id: 4 }),
  });
  renderWithProviders(<EditPackagesPage />);
  return api;
}

describe('Editar paquetes', () => {
  it('shows each package with its price in pesos and its discipline or Todas', async () => {
    setup();
    const card = await screen.findByRole('region', { name: '8 clases' });
    expect(card.textContent?.replace(/\s/g, ' ')).toMatch(/\$ 28\.000(?!,)/);
    expect(within(card).getByText('Disciplina: Todas')).toBeTruthy();
    expect(within(card).getByText(/2 por semana/)).toBeTruthy();
    const yogaCard = screen.getByRole('region', { name: 'Yoga 10' });
    expect(yogaCard.textContent?.replace(/\s/g, ' ')).toContain('$ 31.500,50');
    expect(within(yogaCard).getByText(/2,5 por semana/)).toBeTruthy();
    expect(within(yogaCard).getByText('Disciplina: Yoga')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Mixto 8' })).getByText('Disciplinas: Pilates, Yoga')).toBeTruthy();
  });

  it('Editar turns the card into inputs; Guardar sends the whole paquete', async () => {
    const { calls } = setup();
    fireEvent.click(within(await screen.findByRole('region', { name: '8 clases' })).getByRole('button', { name: 'Editar' }));
    const editing = screen.getByRole('region', { name: 'Editando 8 clases' });
    const yogaBox = await within(editing).findByRole('checkbox', { name: 'Yoga' });
    expect((within(editing).getByRole('checkbox', { name: 'Todas' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(editing).getByLabelText('Precio'), { target: { value: '30000' } });
    fireEvent.click(within(editing).getByRole('checkbox', { name: 'Pilates' }));
    fireEvent.click(yogaBox);
    expect((within(editing).getByRole('checkbox', { name: 'Todas' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(editing).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ id: 4, nombre: '8 clases', cantidad_clases: 8, precio: 30000, disciplinas: [2, 3] }),
    );
  });

  it('Todas clears the chosen disciplines, and unticking the last one goes back to Todas', async () => {
    setup();
    fireEvent.click(within(await screen.findByRole('region', { name: 'Mixto 8' })).getByRole('button', { name: 'Editar' }));
    const editing = screen.getByRole('region', { name: 'Editando Mixto 8' });
    const box = (name: string) => within(editing).getByRole('checkbox', { name }) as HTMLInputElement;
    await within(editing).findByRole('checkbox', { name: 'Pilates' });
    expect([box('Todas').checked, box('Yoga').checked, box('Pilates').checked]).toEqual([false, true, true]);
    fireEvent.click(box('Todas'));
    expect([box('Todas').checked, box('Yoga').checked, box('Pilates').checked]).toEqual([true, false, false]);
    fireEvent.click(box('Yoga'));
    fireEvent.click(box('Yoga'));
    expect(box('Todas').checked).toBe(true);
  });

  it('Eliminar asks ¿Estás seguro? and only then deletes', async () => {
    const { calls } = setup();
    fireEvent.click(within(await screen.findByRole('region', { name: '8 clases' })).getByRole('button', { name: 'Editar' }));
    fireEvent.click(within(screen.getByRole('region', { name: 'Editando 8 clases' })).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    expect(dialog.textContent).toContain('no se puede deshacer');
    expect(calls.some((c) => c.path === '/api/paquetes/deletePaquete')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/paquetes/deletePaquete')?.body).toEqual({ id: 4 }));
  });
});
