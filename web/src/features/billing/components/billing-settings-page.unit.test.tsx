// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { BillingSettingsPage } from './billing-settings-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settings = { dias_gracia: 10, reserva_con_deuda: 'permitir', bloquear_desde_dias: 0, saldo_a_favor: false, aprobar_coincidencias: false, aviso_aumento_dias: 7 };

describe('Abonos y cuotas', () => {
  it('sets the days before an increase her plan’s members are told of it', async () => {
    const api = mockApi({
      'GET /api/abonos/settings': () => json(200, settings),
      'PUT /api/abonos/settings': (call) => json(200, call.body),
    });
    renderWithProviders(<BillingSettingsPage />);
    const days = (await screen.findByLabelText('Días de aviso antes de un aumento')) as HTMLInputElement;
    expect(days.value).toBe('7');
    fireEvent.change(days, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...settings, aviso_aumento_dias: 10 }));
  });
});
