// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { ReminderSettingsPage } from './reminder-settings-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Recordatorios (admin)', () => {
  it('says what 0 means before saving it, and saves the hours', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/recordatorios/settings': () => json(200, { horas_antes_clase: 3 }),
      'PUT /api/recordatorios/settings': (request) => (sent.push(request.body), json(200, request.body)),
    });
    renderWithProviders(<ReminderSettingsPage />);
    const field = (await screen.findByLabelText('Horas antes de la clase')) as HTMLInputElement;
    expect(field.value).toBe('3');
    fireEvent.change(field, { target: { value: '0' } });
    expect(screen.getByText(/Con 0 no se envían recordatorios de clase/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('status')).textContent).toBe('Ajustes guardados.');
    expect(sent).toEqual([{ horas_antes_clase: 0 }]);
  });
});
