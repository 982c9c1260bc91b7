// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { appOfflineSync } from '../../../lib/offline/app-offline-sync';
import { renderWithProviders } from '../../../testing/render';
import { BlockResultForm } from './block-result-form';

const SESSION = '00000000-0000-4000-8000-000000000001';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a block\'s result below it', () => {
  it('a circuit takes the rounds she finished, out of its rounds, and says what was saved', async () => {
    const api = mockApi({ 'POST /api/entrenamientos/registrarBloque': () => json(200, { ok: true, sesionId: SESSION, bloqueId: 7 }) });
    const onSaved = vi.fn();
    renderWithProviders(
      <BlockResultForm sesionId={SESSION} bloqueId={7} formato={{ tipo: 'circuito', vueltas: 4 }} saved={{ bloque_id: 7, bloque: 'Circuito', tipo: 'circuito', vueltas: 2 }} onSaved={onSaved} />,
    );
    const form = screen.getByRole('form', { name: 'Resultado del circuito' });
    expect(form.textContent).toContain('Anotado: 2 de 4 vueltas');
    fireEvent.change(screen.getByLabelText('Vueltas hechas (de 4)'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar resultado' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls.find((c) => c.path === '/api/entrenamientos/registrarBloque')?.body).toEqual({ sesionId: SESSION, bloqueId: 7, vueltas: 3 });
  });

  it('with no signal the result is kept on the phone and says so, sending nothing yet', async () => {
    const api = mockApi({ 'POST /api/entrenamientos/registrarBloque': () => json(200, { ok: true, sesionId: SESSION, bloqueId: 8 }) });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await appOfflineSync().setUser('user_ana');
    renderWithProviders(<BlockResultForm sesionId={SESSION} bloqueId={8} formato={{ tipo: 'emom', minutos: 10 }} saved={undefined} onSaved={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Minutos hechos (de 10)'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar resultado' }));
    await screen.findByText('Guardado en el teléfono: se envía cuando vuelva la señal.');
    expect(api.calls.filter((c) => c.path === '/api/entrenamientos/registrarBloque')).toHaveLength(0);
    expect((await appOfflineSync().pending('/api/entrenamientos/registrarBloque')).map((c) => c.body)).toEqual([{ sesionId: SESSION, bloqueId: 8, minutos: 9 }]);
  });
});
