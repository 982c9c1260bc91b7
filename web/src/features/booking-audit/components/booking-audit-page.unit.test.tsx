// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, json, memberUser, problem } from '../../../testing/mock-api';
import { dispatchAppTopics, renderApp } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';
import type { HistoryEntry, Occupancy, RosterEntry, WeeklySlot } from '../api/types';

// Tuesday 24 November 2026, 10:00 local time. Only Date is faked: timers stay real for the UI.
const NOW = new Date(2026, 10, 24, 10, 0);

const horario = (over: Partial<WeeklySlot>): WeeklySlot => ({ id: 1, dia_semana: 'Martes', hora: '18:30', disciplina_id: 1, disciplina: 'Funcional', cupo_maximo: 10, ...over });
const horarios = [
  horario({ id: 1, hora: '18:30' }),
  horario({ id: 2, hora: '08:00', disciplina: 'Yoga', cupo_maximo: 2 }),
  horario({ id: 3, dia_semana: 'Miércoles', hora: '07:00', disciplina: 'Pilates' }),
];

const ana: RosterEntry = { id: 41, clerk_user_id: 'user_ana', nombre: 'Ana Gómez', booked_at: '2026-11-23T12:15:00.000Z' };
const beto: RosterEntry = { id: 42, clerk_user_id: 'user_beto', nombre: 'Beto Ruiz', booked_at: '2026-11-23T13:00:00.000Z' };
const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  at: '2026-11-23T12:15:00.000Z', kind: 'booked', bookingId: 41, horario_id: 1, fecha: '2026-11-24', hora: '18:30',
  userId: 'user_ana', userName: 'Ana Gómez', actorId: 'user_ana', actorName: 'Ana Gómez', reason: null, ...over,
});

const users = [
  { clerkUserId: 'user_beto', firstName: 'Beto', lastName: 'Ruiz', email: 'beto@example.com' },
  { clerkUserId: 'user_ana', firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com' },
];

appTestLifecycle({ now: NOW });

type Occupancies = Record<string, Occupancy>;

/** A tiny studio: occupancy per 'horario|fecha'; an admin cancel moves the member from roster to history. */
function studio(occupancies: Occupancies, memberHistory: HistoryEntry[] = []) {
  const state = { occupancies };
  const api = mockSignedInApi(adminUser, {
    'GET /api/horarios/getHorarios': () => json(200, horarios),
    'GET /api/user/getUsers': () => json(200, users),
    'POST /api/reservas/ocupacion': ({ body }) => {
      const { horario_id, fecha } = body as { horario_id: number; fecha: string };
      return json(200, state.occupancies[`${horario_id}|${fecha}`] ?? { roster: [], history: [] });
    },
    'POST /api/reservas/historialUsuario': () => json(200, memberHistory),
    'GET /api/reservas/misTurnosFijos': () => json(200, [{ horario_id: 7, dia_semana: 'Martes', hora: '18:30', disciplina: 'Funcional', desde: '2026-11-20' }]),
    'DELETE /api/reservas/deleteReserva': ({ body }) => {
      const { id } = body as { id: number };
      for (const occ of Object.values(state.occupancies)) {
        const gone = occ.roster.find((r) => r.id === id);
        if (!gone) continue;
        occ.roster = occ.roster.filter((r) => r.id !== id);
        occ.history = [...occ.history, entry({ at: '2026-11-24T13:00:00.000Z', kind: 'cancelled', bookingId: id, userId: gone.clerk_user_id, userName: gone.nombre, actorId: 'user_leo', actorName: 'Leo Díaz', reason: 'admin' })];
      }
      return json(200, { id });
    },
  });
  return { api, state };
}

const classButton = (name: RegExp) => screen.findByRole('button', { name });

describe('/admin/reservas by class', () => {
  it("shows today's classes (by weekday, by time) with places taken, and walks the days", async () => {
    studio({ '1|2026-11-24': { roster: [ana, beto], history: [] }, '2|2026-11-24': { roster: [ana, beto], history: [] } });
    renderApp('/admin/reservas');
    expect(await screen.findByRole('heading', { name: /^Martes 24 de noviembre/ })).toBeTruthy();
    expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe('2026-11-24');

    const list = await screen.findByRole('list', { name: 'Clases del martes 24 de noviembre' });
    await waitFor(() =>
      expect(within(list).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
        '08:00 Yoga, 2 de 2 lugares ocupados',
        '18:30 Funcional, 2 de 10 lugares ocupados',
      ]),
    );
    expect(within(list).getAllByRole('button')[1]!.textContent).toBe('18:30Funcional2/10');

    fireEvent.click(screen.getByRole('button', { name: 'Día siguiente' }));
    expect(await classButton(/^07:00 Pilates, 0 de 10/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Funcional/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: '2026-11-29' } });
    expect(await screen.findByText('No hay clases los domingos.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hoy' }));
    expect(await classButton(/^18:30 Funcional/)).toBeTruthy();
  });

  it('opening a full class shows its waitlist in order: who waits, who got the place and when, who was skipped and why', async () => {
    const waiting = (over: object) => ({ id: 1, clerk_user_id: 'user_caro', nombre: 'Caro Paz', estado: 'en_espera', posicion: 1, joined_at: '2026-11-23T12:00:00.000Z', ended_at: null, motivo: null, booking_id: null, ...over });
    mockSignedInApi(adminUser, {
      'GET /api/horarios/getHorarios': () => json(200, horarios),
      'POST /api/reservas/ocupacion': () => json(200, { roster: [ana, beto], history: [] }),
      'POST /api/reservas/listaDeEspera': () =>
        json(200, [
          waiting({ id: 1, nombre: 'Dani Sosa', estado: 'promovido', posicion: null, ended_at: '2026-11-23T18:05:00.000Z', booking_id: 90 }),
          waiting({ id: 2, nombre: 'Eli Ríos', estado: 'omitido', posicion: null, ended_at: '2026-11-23T18:05:00.000Z', motivo: 'NO_CREDITS' }),
          waiting({ id: 3, nombre: 'Fer Gil', estado: 'salio', posicion: null, ended_at: '2026-11-23T19:00:00.000Z', motivo: 'member' }),
          waiting({ id: 4 }),
        ]),
    });
    renderApp('/admin/reservas');
    fireEvent.click(await classButton(/^08:00 Yoga/));
    const list = await screen.findByRole('list', { name: 'Lista de espera' });
    expect(within(list).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'Dani SosaReserva confirmada por la lista el 23/11, 15:05Se anotó el 23/11, 09:00',
      'Eli RíosOmitido el 23/11, 15:05: no le quedaban créditosSe anotó el 23/11, 09:00',
      'Fer GilSalió de la lista el 23/11, 16:00Se anotó el 23/11, 09:00',
      'Caro PazEn espera · 1.ºSe anotó el 23/11, 09:00',
    ]);
  });

  it('opening a class shows its roster and its history with who, why and when', async () => {
    studio({
      '1|2026-11-24': {
        roster: [ana],
        history: [
          entry({}),
          entry({ at: '2026-11-23T13:00:00.000Z', bookingId: 42, userId: 'user_beto', userName: 'Beto Ruiz', actorId: 'user_beto', actorName: 'Beto Ruiz' }),
          entry({ at: '2026-11-23T14:00:00.000Z', kind: 'cancelled', bookingId: 42, userId: 'user_beto', userName: 'Beto Ruiz', actorId: 'user_beto', actorName: 'Beto Ruiz', reason: 'member' }),
          entry({ at: '2026-11-23T15:00:00.000Z', bookingId: 43, userId: 'user_caro', userName: 'Caro Paz', actorId: 'user_leo', actorName: 'Leo Díaz' }),
          entry({ at: '2026-11-23T16:00:00.000Z', kind: 'cancelled', bookingId: 43, userId: 'user_caro', userName: 'Caro Paz', actorId: null, actorName: 'Sistema', reason: 'slot-changed' }),
        ],
      },
    });
    renderApp('/admin/reservas');
    const toggle = await classButton(/^18:30 Funcional/);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const roster = await screen.findByRole('list', { name: 'Anotados' });
    expect(within(roster).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ana GómezReservó el 23/11, 09:15Cancelar turno']);

    const history = screen.getByRole('list', { name: 'Historial de la clase' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'CancelóCaro PazHecho por Sistema · clase cambiada de horario23/11, 13:00Ver cómo estaba',
      'ReservóCaro PazHecho por Leo Díaz23/11, 12:00Ver cómo estaba',
      'CancelóBeto RuizHecho por Beto Ruiz · por el socio23/11, 11:00Ver cómo estaba',
      'ReservóBeto RuizHecho por Beto Ruiz23/11, 10:00Ver cómo estaba',
      'ReservóAna GómezHecho por Ana Gómez23/11, 09:15Ver cómo estaba',
    ]);
  });

  it('an admin cancels a booking from the roster: confirm, "Turno cancelado", and the history shows it', async () => {
    const { api } = studio({ '1|2026-11-24': { roster: [ana, beto], history: [entry({})] } });
    renderApp('/admin/reservas?fecha=2026-11-24&clase=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar turno de Beto Ruiz' }));

    const ask = await screen.findByRole('dialog', { name: '¿Estás seguro? Esta acción no se puede deshacer' });
    expect(ask.textContent).toContain('Beto Ruiz');
    expect(ask.textContent).toContain('18:30 Funcional');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar Turno' }));

    const done = await screen.findByRole('dialog', { name: 'Turno cancelado' });
    expect(done.textContent).toContain('El turno de Beto Ruiz fue cancelado correctamente.');
    expect(api.calls.find((c) => c.path === '/api/reservas/deleteReserva')).toMatchObject({ method: 'DELETE', body: { id: 42 } });
    fireEvent.click(within(done).getByRole('button', { name: 'Aceptar' }));

    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Anotados' })).getAllByRole('listitem')).toHaveLength(1));
    const history = screen.getByRole('list', { name: 'Historial de la clase' });
    expect(within(history).getAllByRole('listitem')[0]!.textContent).toBe('CancelóBeto RuizHecho por Leo Díaz · por la administración24/11, 10:00Ver cómo estaba');
    expect(screen.getByRole('button', { name: /^18:30 Funcional, 1 de 10/ })).toBeTruthy();
  });

  it('a refused cancellation shows "No se pudo cancelar" with the server detail', async () => {
    studio({ '1|2026-11-24': { roster: [ana], history: [entry({})] } });
    renderApp('/admin/reservas?clase=1');
    const cancel = await screen.findByRole('button', { name: 'Cancelar turno de Ana Gómez' });
    mockSignedInApi(adminUser, {
      'GET /api/horarios/getHorarios': () => json(200, horarios),
      'POST /api/reservas/ocupacion': () => json(200, { roster: [ana], history: [entry({})] }),
      'DELETE /api/reservas/deleteReserva': () => problem(409, 'CLASS_STARTED', 'Ese turno ya comenzó: no se puede cancelar.'),
    });
    fireEvent.click(cancel);
    fireEvent.click(within(await screen.findByRole('dialog', { name: /¿Estás seguro\?/ })).getByRole('button', { name: 'Cancelar Turno' }));

    const failure = await screen.findByRole('dialog', { name: 'No se pudo cancelar' });
    expect(failure.textContent).toContain('No se pudo cancelar el turno.');
    expect(failure.textContent).toContain('Ese turno ya comenzó: no se puede cancelar.');
    fireEvent.click(within(failure).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('list', { name: 'Anotados' }).textContent).toContain('Ana Gómez');
  });

  it('a class that already started lists its roster without "Cancelar turno"', async () => {
    studio({ '2|2026-11-24': { roster: [ana], history: [entry({ horario_id: 2, hora: '08:00' })] } });
    renderApp('/admin/reservas?clase=2');
    expect(await screen.findByRole('list', { name: 'Anotados' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancelar turno/ })).toBeNull();
  });

  it('admin:bookings refreshes an open roster and history without a reload', async () => {
    const { state } = studio({ '1|2026-11-24': { roster: [], history: [] } });
    const { queryClient } = renderApp('/admin/reservas?clase=1');
    expect(await screen.findByText('Nadie reservó esta clase.')).toBeTruthy();

    state.occupancies['1|2026-11-24'] = { roster: [ana], history: [entry({})] };
    await dispatchAppTopics(['admin:bookings'], queryClient);
    expect(await screen.findByRole('list', { name: 'Anotados' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Historial de la clase' })).getByRole('listitem').textContent).toContain('ReservóAna Gómez');
    expect(screen.getByRole('button', { name: /^18:30 Funcional, 1 de 10/ })).toBeTruthy();
  });

  it('shows loading, then a load failure in red with the server detail', async () => {
    mockSignedInApi(adminUser, { 'GET /api/horarios/getHorarios': () => problem(503, 'UNAVAILABLE', 'El servidor no responde.') });
    renderApp('/admin/reservas');
    expect(await screen.findByText('Cargando clases...')).toBeTruthy();
    const alert = await screen.findByText('Error cargando datos: El servidor no responde.');
    expect(alert.getAttribute('role')).toBe('alert');
  });
});

describe('/admin/reservas by member', () => {
  it('?usuario=<id> shows that member\'s history, newest first, with the class and a link to it', async () => {
    const { api } = studio({}, [
      entry({}),
      entry({ at: '2026-11-24T13:00:00.000Z', kind: 'cancelled', actorId: 'user_leo', actorName: 'Leo Díaz', reason: 'admin' }),
      entry({ at: '2026-11-24T13:05:00.000Z', bookingId: 50, horario_id: 9, fecha: '2026-11-26', hora: '20:00', actorId: null, actorName: 'Sistema', reason: 'slot-removed', kind: 'cancelled' }),
    ]);
    renderApp('/admin/reservas?usuario=user_ana');
    expect(await screen.findByRole('heading', { name: 'Historial de turnos de Ana Gómez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Por socio' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect((screen.getByLabelText('Socio') as HTMLSelectElement).value).toBe('user_ana'));
    expect(api.calls.find((c) => c.path === '/api/reservas/historialUsuario')?.body).toEqual({ clerkUserId: 'user_ana' });
    expect(await screen.findByText('Turnos fijos: martes 18:30 · Funcional')).toBeTruthy();

    const timeline = await screen.findByRole('list', { name: 'Historial de turnos de Ana Gómez' });
    expect(within(timeline).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Canceló26/11 · 20:00Hecho por Sistema · clase eliminada24/11, 10:05Ver cómo estaba',
      'Canceló24/11 · 18:30 · FuncionalHecho por Leo Díaz · por la administración24/11, 10:00Ver cómo estaba',
      'Reservó24/11 · 18:30 · FuncionalHecho por Ana Gómez23/11, 09:15Ver cómo estaba',
    ]);
    expect(within(timeline).getAllByRole('link')[1]!.getAttribute('href')).toBe('/admin/reservas?fecha=2026-11-24&clase=1');
  });

  it('the picker lists members by name; choosing one loads their history; empty history says so', async () => {
    studio({}, []);
    const { router } = renderApp('/admin/reservas');
    fireEvent.click(await screen.findByRole('button', { name: 'Por socio' }));
    expect(await screen.findByText('Elige un socio para ver su historial de turnos.')).toBeTruthy();
    const picker = screen.getByLabelText('Socio') as HTMLSelectElement;
    await waitFor(() => expect([...picker.options].map((o) => o.textContent)).toEqual(['Elige un socio', 'Ana Gómez', 'Beto Ruiz']));

    fireEvent.change(picker, { target: { value: 'user_beto' } });
    expect(await screen.findByText('Todavía no reservó ningún turno.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Historial de turnos de Beto Ruiz' })).toBeTruthy();
    expect(router.state.location.search).toBe('?usuario=user_beto');
  });
});

describe('/admin/reservas access', () => {
  it('a member sees Acceso denegado and no audit call is made', async () => {
    const member = mockSignedInApi(memberUser, { 'GET /api/horarios/getHorarios': () => json(200, horarios) });
    renderApp('/admin/reservas');
    expect(await screen.findByText('Acceso denegado')).toBeTruthy();
    // None of the audit's reads (web/src/features/booking-audit/api); the member shell's own start calls (config, who is
    // signed in, what it keeps for offline, the nav's counts) are the shell's business, not this page's.
    const auditReads = ['/api/horarios/getHorarios', '/api/user/getUsers', '/api/reservas/historialUsuario', '/api/reservas/ocupacion', '/api/reservas/listaDeEspera'];
    expect(member.calls.length).toBeGreaterThan(0);
    expect(member.calls.map((c) => c.path).filter((p) => auditReads.includes(p))).toEqual([]);
  });
});
