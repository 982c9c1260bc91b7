// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, memberUser, problem } from '../../../testing/mock-api';
import { appTestLifecycle, mockSignedInApi, renderSignedIn } from '../../../testing/signed-in';
import type { MemberBooking } from '../api/get-member-bookings';

// Tuesday 24 November 2026, 18:00 local time.
const NOW = new Date(2026, 10, 24, 18, 0);

const withPackage = { paquete_id: 3, nombre: '8 clases', valido_hasta: '2026-12-01', creditos_restantes: 5, dias_restantes: 7, comprobante_url: null, solicitud: null };
const noPackage = { ...withPackage, paquete_id: null, nombre: null, valido_hasta: null, creditos_restantes: 0, dias_restantes: 0 };
const turno = (id: number, fecha: string, hora: string, disciplina = 'Funcional'): MemberBooking => ({
  id,
  fecha,
  hora,
  disciplina,
  horario_id: id,
  clerk_user_id: 'user_ana',
  estado: 'reservado',
  posicion: null,
  lugar_ofrecido: false,
});

appTestLifecycle({ now: NOW });

function home(turnos: MemberBooking[] | (() => Response), memberPackage: object = withPackage) {
  let list = Array.isArray(turnos) ? turnos : [];
  const { api } = renderSignedIn('/', { routes: {
    'POST /api/paquetes/getUserPackage': () => json(200, memberPackage),
    'POST /api/reservas/getReservasByIdUsr': () => (Array.isArray(turnos) ? json(200, list) : turnos()),
    'DELETE /api/reservas/deleteReserva': ({ body }) => {
      const { id } = body as { id: number };
      list = list.filter((t) => t.id !== id);
      return json(200, { id });
    },
  } });
  return api;
}

const upcomingList = () => screen.findByRole('list', { name: 'Próximos turnos' });

describe('home: Mis Turnos', () => {
  it("a turno's Cancelar is a 44 px target, the height a thumb needs", async () => {
    home([turno(3, '2026-11-24', '19:30')]);
    const cancel = within(await upcomingList()).getByRole('button', { name: 'Cancelar turno hoy 19:30' });
    expect(getComputedStyle(cancel).minHeight).toBe('44px');
  });

  it('lists upcoming turnos by date then time, with Hoy or weekday and date, time and discipline', async () => {
    const api = home([
      turno(1, '2026-11-26', '09:00', 'Pilates'),
      turno(2, '2026-11-24', '17:00'), // already started today
      turno(3, '2026-11-24', '19:30'),
      turno(4, '2026-11-25', '08:00', 'Yoga'),
    ]);
    const items = within(await upcomingList()).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Hoy19:30 · FuncionalCancelar',
      'Miércoles 25 de noviembre08:00 · YogaCancelar',
      'Jueves 26 de noviembre09:00 · PilatesCancelar',
    ]);
    expect(screen.getByRole('link', { name: /Mis Turnos/ }).getAttribute('href')).toBe('/turnos');
    expect(api.calls.find((c) => c.path === '/api/reservas/getReservasByIdUsr')?.body).toEqual({ clerkUserId: 'user_ana' });
  });

  it('shows the classes the member waits for with their place in line, and leaves the list (never cancelling a booking)', async () => {
    const waiting: MemberBooking = { ...turno(9, '2026-11-25', '19:00'), horario_id: 4, estado: 'en_espera', posicion: 2 };
    home([turno(3, '2026-11-24', '19:30'), waiting]);
    const items = within(await upcomingList()).getAllByRole('listitem');
    expect(items[0]!.textContent).toBe('Hoy19:30 · FuncionalCancelar');
    expect(items[1]!.textContent).toMatch(/^Miércoles 25 de noviembre19:00 · Funcional En espera · 2\.º en la listaResérvame automáticamente hasta.*Salir$/);
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Salir de la lista de espera miércoles 25 de noviembre 19:00' }));
    const ask = await screen.findByRole('dialog', { name: 'Salir de la lista de espera' });
    mockSignedInApi(memberUser, {
      'POST /api/paquetes/getUserPackage': () => json(200, withPackage),
      'POST /api/reservas/getReservasByIdUsr': () => json(200, [turno(3, '2026-11-24', '19:30')]),
      'DELETE /api/reservas/leaveWaitlist': () => json(200, { id: 9 }),
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'Salir de la lista' }));
    const done = await screen.findByRole('dialog', { name: 'Saliste de la lista de espera' });
    fireEvent.click(within(done).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Próximos turnos' })).getAllByRole('listitem')).toHaveLength(1));
  });

  it('cancels a turno from the card after confirming', async () => {
    const api = home([turno(3, '2026-11-24', '19:30'), turno(4, '2026-11-25', '08:00', 'Yoga')]);
    fireEvent.click(within(await upcomingList()).getByRole('button', { name: 'Cancelar turno hoy 19:30' }));

    const ask = await screen.findByRole('dialog', { name: '¿Estás seguro de que quieres cancelar el turno?' });
    expect(ask.textContent).toContain('19:30 · Funcional');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar Turno' }));
    const done = await screen.findByRole('dialog', { name: 'Turno cancelado' });
    fireEvent.click(within(done).getByRole('button', { name: 'Aceptar' }));

    await waitFor(async () => expect(within(await upcomingList()).getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls.filter((c) => c.path === '/api/reservas/deleteReserva').map((c) => c.body)).toEqual([{ id: 3, clerk_user_id: 'user_ana' }]);
  });

  it('cancelling the only turno keeps "Turno cancelado" open until Aceptar, then shows the empty text', async () => {
    home([turno(3, '2026-11-24', '19:30')]);
    fireEvent.click(within(await upcomingList()).getByRole('button', { name: 'Cancelar turno hoy 19:30' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar Turno' }));

    expect(await screen.findByText('No tienes turnos reservados')).toBeTruthy();
    const done = screen.getByRole('dialog', { name: 'Turno cancelado' });
    fireEvent.click(within(done).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the turno when the member answers Cancelar', async () => {
    const api = home([turno(3, '2026-11-24', '19:30')]);
    fireEvent.click(within(await upcomingList()).getByRole('button', { name: 'Cancelar turno hoy 19:30' }));
    const ask = await screen.findByRole('dialog', { name: '¿Estás seguro de que quieres cancelar el turno?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.path === '/api/reservas/deleteReserva')).toBe(false);
  });

  it('a refused cancel shows No se pudo cancelar - No se pudo cancelar el turno.', async () => {
    home([turno(3, '2026-11-24', '19:30')]);
    mockSignedInApi(memberUser, {
      'POST /api/paquetes/getUserPackage': () => json(200, withPackage),
      'POST /api/reservas/getReservasByIdUsr': () => json(200, [turno(3, '2026-11-24', '19:30')]),
      'DELETE /api/reservas/deleteReserva': () => problem(409, 'CLASS_STARTED', 'La clase ya comenzó.'),
    });
    fireEvent.click(within(await upcomingList()).getByRole('button', { name: 'Cancelar turno hoy 19:30' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar Turno' }));
    const failure = await screen.findByRole('dialog', { name: 'No se pudo cancelar' });
    expect(failure.textContent).toContain('No se pudo cancelar el turno.');
    expect(failure.textContent).toContain('La clase ya comenzó.');
  });

  it('says No tienes turnos reservados when nothing is upcoming, with the way to book one', async () => {
    home([turno(2, '2026-11-24', '17:00')]);
    expect(await screen.findByText('No tienes turnos reservados')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reservar un turno' }).getAttribute('href')).toBe('/turnos');
  });

  it('shows the package held, its credits and days left above the turnos', async () => {
    home([]);
    const line = await screen.findByLabelText('Tu paquete');
    expect(line.textContent).toBe('8 clases · 5 créditos disponibles · Vence en 7 días');
  });

  it('a member without a package sees No tienes paquete contratado with a link to /paquetes', async () => {
    home([], noPackage);
    expect(await screen.findByText('No tienes paquete contratado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver paquetes disponibles' }).getAttribute('href')).toBe('/paquetes');
  });

  it('shows Cargando turnos... then Error cargando tus turnos when the list fails', async () => {
    home(() => problem(500, 'INTERNAL', 'Algo falló.'));
    expect(await screen.findByText('Cargando turnos...')).toBeTruthy();
    expect(await screen.findByText('Error cargando tus turnos', {}, { timeout: 5000 })).toBeTruthy();
  });
});
