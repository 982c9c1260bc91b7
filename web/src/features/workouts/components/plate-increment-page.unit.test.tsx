// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { PlateIncrementPage } from './plate-increment-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Incremento de discos', () => {
  it("shows the studio's increment, previews the rounding and saves the one chosen", async () => {
    let incremento = 2.5;
    const api = mockApi({
      'GET /api/entrenamientos/maximos': () => json(200, { incremento_disco: incremento, maximos: [], propuestas: [] }),
      'PUT /api/entrenamientos/incrementoDisco': (call) => {
        incremento = (call.body as { kg: number }).kg;
        return json(200, { incremento_disco: incremento });
      },
    });
    renderWithProviders(<PlateIncrementPage />);
    const current = (await screen.findByRole('radio', { name: '2,5 kg' })) as HTMLInputElement;
    expect(current.checked).toBe(true);
    screen.getByText(/con este incremento se cargan 87,5 kg/);

    fireEvent.click(screen.getByRole('radio', { name: '1 kg' }));
    screen.getByText(/con este incremento se cargan 88 kg/);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Ajustes guardados.');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ kg: 1 });
    // Her maxes' answer is read again: the plan viewer and the logger round with the new increment.
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/entrenamientos/maximos')).toHaveLength(2));
  });
});
