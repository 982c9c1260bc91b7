// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../testing/mock-api';
import { appTestLifecycle, renderSignedIn } from '../../../testing/signed-in';
import type { MemberBooking } from '../api/get-member-bookings';
import type { StandingBooking } from '../../../api/booking/standing-bookings';

// Tuesday 24 November 2026, 18:00 local time.
const NOW = new Date(2026, 10, 24, 18, 0);
const withPackage = { paquete_id: 3, nombre: '8 clases', valido_hasta: '2026-12-01', creditos_restantes: 5, dias_restantes: 7, comprobante_url: null, solicitud: null };
const turno: MemberBooking = { id: 41, fecha: '2026-11-24', hora: '19:00', disciplina: 'Funcional', horario_id: 7, clerk_user_id: 'user_ana', estado: 'reservado', posicion: null, lugar_ofrecido: false };
const martes: StandingBooking = { horario_id: 7, dia_semana: 'Martes', hora: '19:00', disciplina: 'Funcional', desde: '2026-11-20' };

appTestLifecycle({ now: NOW });

const nextWeek: MemberBooking = { ...turno, id: 42, fecha: '2026-12-01' };

// Setting it books the weeks already open before answering; the answer lists every open week she holds, the class
// on screen (today's) among them.
function home(initial: StandingBooking[], reservadas = ['2026-11-24', '2026-12-01']) {
  let standing = initial;
  let turnos = [turno];
  const { api } = renderSignedIn('/', { routes: {
    'POST /api/paquetes/getUserPackage': () => json(200, withPackage),
    'POST /api/reservas/getReservasByIdUsr': () => json(200, turnos),
    'GET /api/reservas/misTurnosFijos': () => json(200, standing),
    'POST /api/reservas/turnoFijo': () => {
      standing = [martes];
      turnos = reservadas.includes(nextWeek.fecha) ? [turno, nextWeek] : [turno];
      return json(200, { horario_id: 7, reservadas });
    },
    'POST /api/reservas/quitarTurnoFijo': () => {
      standing = [];
      return json(200, { horario_id: 7 });
    },
  } });
  return api;
}

/** Opens today's turno from Mis Turnos and taps "Repetir todas las semanas": the dialog and its confirmation. */
async function repeatTodaysClass() {
  fireEvent.click(within(await screen.findByRole('list', { name: 'Próximos turnos' })).getByRole('button', { name: 'Cancelar turno hoy 19:00' }));
  const ask = await screen.findByRole('dialog', { name: '¿Estás seguro de que quieres cancelar el turno?' });
  fireEvent.click(await within(ask).findByRole('button', { name: 'Repetir todas las semanas' }));
  return { ask, confirmation: await within(ask).findByRole('status') };
}

describe('turnos fijos in Mis Turnos', () => {
  it('lists each turno fijo as weekday, time and discipline, and Quitar removes it (the turno booked stays)', async () => {
    const api = home([martes]);
    const section = await screen.findByRole('region', { name: 'Turnos fijos' });
    expect(within(section).getByRole('listitem').textContent).toBe('Martes 19:00 · Funcional Quitar');
    fireEvent.click(within(section).getByRole('button', { name: 'Quitar turno fijo Martes 19:00' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Turnos fijos' })).toBeNull());
    expect(api.calls.find((c) => c.path === '/api/reservas/quitarTurnoFijo')?.body).toEqual({ horario_id: 7 });
    expect(within(await screen.findByRole('list', { name: 'Próximos turnos' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('offers "Repetir todas las semanas" on a booked class, says so once it is a turno fijo, and lists the weeks it booked at once', async () => {
    const api = home([]);
    const { ask, confirmation } = await repeatTodaysClass();
    await waitFor(() => expect(confirmation.textContent).toBe(' Es tu turno fijo: la reservamos todas las semanas.También reservamos: martes 01/12.'));
    expect(ask.textContent).not.toContain('Repetir todas las semanas');
    expect(api.calls.find((c) => c.path === '/api/reservas/turnoFijo')?.body).toEqual({ horario_id: 7 });
    await waitFor(() => expect(document.getElementById('turnos-fijos')?.textContent).toBe(' Turnos fijos'));
    // Behind the dialog, Mis Turnos already lists next Tuesday's class too.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Próximos turnos', hidden: true })).getAllByRole('listitem', { hidden: true })).toHaveLength(2));
  });

  it('adds nothing when no other week was open to book', async () => {
    home([], ['2026-11-24']);
    const { ask, confirmation } = await repeatTodaysClass();
    await waitFor(() => expect(confirmation.textContent).toBe(' Es tu turno fijo: la reservamos todas las semanas.'));
    expect(ask.textContent).not.toContain('También reservamos');
  });
});
