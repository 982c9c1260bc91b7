// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { PhoneCard } from './phone-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Cuenta: the phone card', () => {
  it('saves what she types and shows the number kept; warns before sending what is not a mobile', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/user/telefono': () => json(200, { telefono: null }),
      'PUT /api/user/telefono': (request) => (sent.push(request.body), json(200, { telefono: '+5491155551234' })),
    });
    renderWithProviders(<PhoneCard />);
    const field = (await screen.findByLabelText('Celular')) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar celular' }));
    expect((await screen.findByText(/no parece un celular de Argentina/)).textContent).toContain('11 5555-1234');
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: '011 15 5555 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar celular' }));
    expect((await screen.findByRole('status')).textContent).toBe('Listo: guardamos tu celular.');
    expect(sent).toEqual([{ telefono: '011 15 5555 1234' }]);
    expect(field.value).toBe('+54 9 11 5555 1234');
  });
});
