// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, json, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';
import type { HistoryEntry } from '../api/types';

// Tuesday 24 November 2026, 10:00 local time.
appTestLifecycle({ now: new Date(2026, 10, 24, 10, 0) });

const booked: HistoryEntry = {
  at: '2026-11-23T12:15:00.000Z', kind: 'booked', bookingId: 41, horario_id: 1, fecha: '2026-11-24', hora: '18:30',
  userId: 'user_ana', userName: 'Ana Gómez', actorId: 'user_ana', actorName: 'Ana Gómez', reason: null,
};
const beto = { id: 40, clerk_user_id: 'user_beto', nombre: 'Beto Ruiz', booked_at: '2026-11-23T11:00:00.000Z' };
const ana = { id: 41, clerk_user_id: 'user_ana', nombre: 'Ana Gómez', booked_at: booked.at };
const before = new Date(Date.parse(booked.at) - 1).toISOString();

/** The class and Ana as the time machine folds them: one place left just before she booked, none after. */
function studio() {
  return mockSignedInApi(adminUser, {
    'GET /api/horarios/getHorarios': () => json(200, [{ id: 1, dia_semana: 'Martes', hora: '18:30', disciplina_id: 1, disciplina: 'Funcional', cupo_maximo: 2 }]),
    'POST /api/reservas/ocupacion': () => json(200, { roster: [beto, ana], history: [booked] }),
    'POST /api/reservas/comoEstabaClase': ({ body }) => {
      const { en } = body as { en: string };
      const roster = en === before ? [beto] : [beto, ana];
      return json(200, { en, posicion: 7, cupo_maximo: 2, cupo_disponible: 2 - roster.length, cancelada: null, roster, lista_de_espera: [] });
    },
    'POST /api/reservas/comoEstabaSocio': ({ body }) => {
      const { en } = body as { en: string };
      const credits = en === before ? 4 : 3;
      const abono = en === before ? null : { nombre: 'Libre', estado: 'debe', debe: 1_800_000, proximo_cobro: '2026-12-16' };
      return json(200, { en, posicion: 7, paquete: '8 clases', valido_hasta: '2026-12-16', creditos_restantes: credits, movimientos: [], abono });
    },
  });
}

describe('Ver cómo estaba, from a line of the booking audit', () => {
  it('shows the class and her credits as they were just before she booked, then just after, read only', async () => {
    const api = studio();
    renderApp('/admin/reservas?fecha=2026-11-24&clase=1');
    fireEvent.click(await screen.findByRole('button', { name: /^Ver cómo estaba: reservó Ana Gómez/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Cómo estaba' });
    expect(within(dialog).getByText('Así estaba el 23/11/2026, 09:14 · solo lectura')).toBeTruthy();
    expect(await within(dialog).findByText('Quedaban 1 de 2 lugares')).toBeTruthy();
    expect(within(within(dialog).getByRole('list', { name: 'Anotados' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Beto Ruiz']);
    expect(await within(dialog).findByText('8 clases · 4 créditos · vence el 16/12')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/reservas/comoEstabaSocio')?.body).toEqual({ clerkUserId: 'user_ana', en: before });
    expect(within(dialog).queryByText(/^Abono/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Justo después' }));
    expect(await within(dialog).findByText('Quedaban 0 de 2 lugares')).toBeTruthy();
    expect(await within(dialog).findByText('8 clases · 3 créditos · vence el 16/12')).toBeTruthy();
    expect(within(dialog).getByText(/^Abono Libre · Debe/).textContent?.replace(/\s/g, ' ')).toBe('Abono Libre · Debe $ 18.000 · próximo cobro 16/12');
  });

  it('looks at any other moment she picks, from the line\'s own, and asks for a complete one', async () => {
    const api = studio();
    renderApp('/admin/reservas?fecha=2026-11-24&clase=1');
    fireEvent.click(await screen.findByRole('button', { name: /^Ver cómo estaba: reservó Ana Gómez/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cómo estaba' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Otro momento' }));
    const day = within(dialog).getByLabelText('Día') as HTMLInputElement;
    const time = within(dialog).getByLabelText('Hora') as HTMLInputElement;
    expect([day.value, time.value]).toEqual(['2026-11-23', '09:15']);
    fireEvent.change(day, { target: { value: '2026-11-22' } });
    fireEvent.change(time, { target: { value: '20:00' } });
    const evening = '2026-11-22T23:00:00.000Z';
    expect(await within(dialog).findByText('Así estaba el 22/11/2026, 20:00 · solo lectura')).toBeTruthy();
    await within(dialog).findByText('Quedaban 0 de 2 lugares');
    expect(api.calls.filter((c) => c.path === '/api/reservas/comoEstabaClase').map((c) => (c.body as { en: string }).en)).toContain(evening);
    fireEvent.change(time, { target: { value: '20' } });
    expect(await within(dialog).findByText('Elige el día y la hora completos.')).toBeTruthy();
  });

  it('says why when the server refuses the moment', async () => {
    mockSignedInApi(adminUser, {
      'GET /api/horarios/getHorarios': () => json(200, [{ id: 1, dia_semana: 'Martes', hora: '18:30', disciplina_id: 1, disciplina: 'Funcional', cupo_maximo: 2 }]),
      'POST /api/reservas/ocupacion': () => json(200, { roster: [ana], history: [booked] }),
      'POST /api/reservas/comoEstabaClase': () => problem(422, 'MOMENT_IN_FUTURE', 'Ese momento todavía no llegó: elige uno pasado para ver cómo estaba.'),
      'POST /api/reservas/comoEstabaSocio': () => problem(422, 'MOMENT_IN_FUTURE', 'Ese momento todavía no llegó: elige uno pasado para ver cómo estaba.'),
    });
    renderApp('/admin/reservas?fecha=2026-11-24&clase=1');
    fireEvent.click(await screen.findByRole('button', { name: /^Ver cómo estaba: reservó Ana Gómez/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cómo estaba' });
    expect((await within(dialog).findAllByRole('alert')).map((a) => a.textContent)).toContain('Ese momento todavía no llegó: elige uno pasado para ver cómo estaba.');
  });
});
