// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import type { MemberBooking } from '../api/get-member-bookings';
import { WaitlistLimitControl } from './waitlist-limit-control';

const entry: MemberBooking = {
  id: 9, fecha: '2026-11-25', horario_id: 4, clerk_user_id: 'user_ana', hora: '19:00', disciplina: 'Funcional',
  estado: 'en_espera', posicion: 1, lugar_ofrecido: false, promover_hasta_minutos: 720,
};
const picker = () => screen.getByLabelText('Resérvame automáticamente hasta') as HTMLSelectElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('"Resérvame automáticamente hasta" on a waitlist entry', () => {
  it('offers the studio’s limit and 3, 6, 12 or 24 hours, showing the one she has', () => {
    mockApi({});
    renderWithProviders(<WaitlistLimitControl userId="user_ana" entry={entry} />);
    expect(Array.from(picker().options).map((o) => o.textContent)).toEqual([
      'lo que permita el estudio', '3 horas antes de la clase', '6 horas antes de la clase', '12 horas antes de la clase', '24 horas antes de la clase',
    ]);
    expect(picker().selectedOptions[0]!.textContent).toBe('12 horas antes de la clase');
  });

  it('saves a change as she picks it, and the studio’s limit as null', async () => {
    const api = mockApi({ 'POST /api/reservas/waitlistLimit': ({ body }) => json(200, { id: 9, promover_hasta_minutos: (body as { promover_hasta_minutos: number | null }).promover_hasta_minutos }) });
    renderWithProviders(<WaitlistLimitControl userId="user_ana" entry={entry} />);
    fireEvent.change(picker(), { target: { value: '180' } });
    await waitFor(() => expect(api.calls.map((c) => c.body)).toEqual([{ fecha: '2026-11-25', horario_id: 4, clerk_user_id: 'user_ana', promover_hasta_minutos: 180 }]));
    await waitFor(() => expect(picker().disabled).toBe(false));
    fireEvent.change(picker(), { target: { value: '' } });
    await waitFor(() => expect(api.calls.at(-1)?.body).toMatchObject({ promover_hasta_minutos: null }));
  });

  it('says so in Spanish when the change could not be saved', async () => {
    mockApi({ 'POST /api/reservas/waitlistLimit': () => problem(404, 'NOT_ON_WAITLIST', 'No estás en la lista de espera de esa clase.') });
    renderWithProviders(<WaitlistLimitControl userId="user_ana" entry={entry} />);
    fireEvent.change(picker(), { target: { value: '360' } });
    expect((await screen.findByRole('alert')).textContent).toBe('No pudimos guardar el cambio. No estás en la lista de espera de esa clase.');
  });
});
