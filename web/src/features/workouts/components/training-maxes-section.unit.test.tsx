// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Maximos } from '../../../../../contract/workouts';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { TrainingMaxesSection } from './training-maxes-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/api/entrenamientos/socios/user_ana/maximos';

const before: Maximos = {
  incremento_disco: 2.5,
  maximos: [{ ejercicio: 'Sentadilla', kg: 100, origen: 'profesor', fecha: '2026-11-10T15:00:00.000Z' }],
  propuestas: [{ ejercicio: 'Press banca', e1rm: 61.66, kg: 61.5 }],
};

function renderSection(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [`GET ${PATH}`]: () => json(200, before), ...routes });
  renderWithProviders(<TrainingMaxesSection clerkUserId="user_ana" loggedExercises={['Press banca', 'Sentadilla']} />);
  return api;
}

describe("a member's training maxes, on the coach's page of her training", () => {
  it('lists her maxes with where each came from and its date, and what her records propose', async () => {
    renderSection();
    const mine = await screen.findByRole('list', { name: 'Sus máximos' });
    const squat = within(mine).getByRole('listitem');
    expect(squat.textContent).toContain('Sentadilla');
    expect(squat.textContent).toContain('100 kg');
    expect(squat.textContent).toContain('Fijado por el profe · 10/11/2026');
    const proposed = screen.getByRole('list', { name: 'Propuestos por sus registros' });
    expect(within(proposed).getByRole('listitem').textContent).toContain('1RM estimado 61,7 kg → 61,5 kg');
  });

  it('confirms a proposal in one tap: the answer is the list she now has', async () => {
    const after: Maximos = {
      ...before,
      maximos: [...before.maximos, { ejercicio: 'Press banca', kg: 61.5, origen: 'e1rm', fecha: '2026-11-16T15:00:00.000Z' }],
      propuestas: [],
    };
    const api = renderSection({ [`POST ${PATH}/confirmar`]: () => json(200, after) });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar 61,5 kg para Press banca' }));
    await screen.findByText('Confirmado de sus registros · 16/11/2026');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ ejercicio: 'Press banca' });
    expect(screen.queryByRole('list', { name: 'Propuestos por sus registros' })).toBeNull();
  });

  it('sets a max as typed, and says in Spanish what is wrong before sending', async () => {
    const after: Maximos = { ...before, maximos: [{ ...before.maximos[0]!, kg: 102.5, fecha: '2026-11-16T15:00:00.000Z' }] };
    const api = renderSection({ [`PUT ${PATH}`]: () => json(200, after) });
    const form = await screen.findByRole('form', { name: 'Fijar un máximo' });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar máximo' }));
    await within(form).findByText('Escribe el ejercicio.');
    fireEvent.change(within(form).getByLabelText('Ejercicio'), { target: { value: 'Sentadilla' } });
    fireEvent.change(within(form).getByLabelText('Kg'), { target: { value: '102,3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar máximo' }));
    await within(form).findByText('El máximo va de 0,25 a 1.000 kg, en pasos de 0,25.');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Kg'), { target: { value: '102,5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar máximo' }));
    await within(form).findByText('Máximo de Sentadilla guardado.');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ ejercicio: 'Sentadilla', kg: '102,5' });
    expect(within(screen.getByRole('list', { name: 'Sus máximos' })).getByRole('listitem').textContent).toContain('102,5 kg');
    expect((within(form).getByLabelText('Ejercicio') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal as it words it", async () => {
    renderSection({ [`PUT ${PATH}`]: () => problem(404, 'MEMBER_NOT_FOUND', 'No encontramos a ese socio.') });
    const form = await screen.findByRole('form', { name: 'Fijar un máximo' });
    fireEvent.change(within(form).getByLabelText('Ejercicio'), { target: { value: 'Sentadilla' } });
    fireEvent.change(within(form).getByLabelText('Kg'), { target: { value: '90' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar máximo' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('No encontramos a ese socio.'));
  });
});
