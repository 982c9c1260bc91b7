// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, memberUser, mockApi, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';
import type { AgendaOccurrence } from '../api/get-agenda';

// Tuesday 24 November 2026, 10:00 local time. Only Date is faked: timers stay real for the UI.
const NOW = new Date(2026, 10, 24, 10, 0);

const slot = (over: Partial<AgendaOccurrence>): AgendaOccurrence => ({
  horario_id: 1,
  fecha: '2026-11-24',
  dia_semana: 'Martes',
  hora: '18:30',
  disciplina_id: 1,
  disciplina: 'Funcional',
  cupo_maximo: 10,
  cupo_disponible: 3,
  reserva_id: null,
  ...over,
});

const noRules = { reservas_abren: null, reservas_cierran: null, cancelacion_gratis_hasta: null, tardias_sin_costo_restantes: 0 };

const withPackage = { paquete_id: 3, nombre: '8 clases', valido_hasta: '2026-12-01', creditos_restantes: 5, dias_restantes: 7, comprobante_url: null, solicitud: null };
const noPackage = { ...withPackage, paquete_id: null, nombre: null, valido_hasta: null, creditos_restantes: 0, dias_restantes: 0 };

appTestLifecycle({ now: NOW });

/** A tiny server: the agenda and credits change when the member books or cancels. */
function studio(agenda: AgendaOccurrence[], memberPackage: object = withPackage, extra: Parameters<typeof mockApi>[0] = {}) {
  const state = { agenda, credits: (memberPackage as typeof withPackage).creditos_restantes };
  const api = mockSignedInApi(memberUser, {
    'POST /api/paquetes/getUserPackage': () => json(200, { ...memberPackage, creditos_restantes: state.credits }),
    'GET /api/horarios/getCuposDisponibles': () => json(200, state.agenda),
    'POST /api/reservas/addReserva': ({ body }) => {
      const { horario_id, fecha } = body as { horario_id: number; fecha: string };
      state.agenda = state.agenda.map((s) => (s.horario_id === horario_id && s.fecha === fecha ? { ...s, cupo_disponible: s.cupo_disponible - 1, reserva_id: 90 } : s));
      state.credits -= 1;
      return json(200, { id: 90 });
    },
    'DELETE /api/reservas/deleteReserva': ({ body }) => {
      const { id } = body as { id: number };
      state.agenda = state.agenda.map((s) => (s.reserva_id === id ? { ...s, cupo_disponible: s.cupo_disponible + 1, reserva_id: null } : s));
      state.credits += 1;
      return json(200, { id });
    },
    ...extra,
  });
  return { api, state };
}

const dayCard = (label: string) => screen.findByRole('region', { name: label });

describe('/turnos agenda', () => {
  it('shows the timetable without a package, says once that booking needs one, and offers no class as bookable', async () => {
    const { api } = studio([slot({}), slot({ horario_id: 2, hora: '20:00', cupo_disponible: 0 })], noPackage);
    renderApp('/turnos');
    const notice = await screen.findByRole('status', { name: 'Sin paquete' });
    expect(notice.textContent).toContain('No tienes paquete contratado');
    expect(notice.textContent).toContain('para reservar necesitas un paquete');
    expect(within(notice).getByRole('link', { name: 'Ver paquetes disponibles' }).getAttribute('href')).toBe('/paquetes');
    const today = await dayCard('Hoy');
    expect(within(today).getAllByRole('button').map((b) => b.textContent)).toEqual(['18:30Funcional3 cupos', '20:00FuncionalCompleto']);
    const open = within(today).getByRole('button', { name: '18:30 Funcional, 3 cupos, necesitas un paquete para reservar' });
    expect(open.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(open);
    fireEvent.click(within(today).getByRole('button', { name: /20:00 Funcional/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.find((c) => c.path === '/api/paquetes/getUserPackage')?.body).toEqual({ clerkUserId: 'user_ana' });
  });

  it('a class whose booking has not opened says when it opens and is not offered to book', async () => {
    studio([slot({ fecha: '2026-12-10', dia_semana: 'Jueves', reglas: { ...noRules, reservas_abren: '2026-12-03 00:00' } })]);
    renderApp('/turnos');
    const later = within(await dayCard('Jueves 10 de diciembre')).getByRole('button', { name: /18:30 Funcional/ });
    expect(later.textContent).toContain('Reservas desde el jueves 03/12, 00:00');
    expect(later.textContent).not.toContain('cupos');
    expect(later.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(later);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the booking dialog says until when cancelling is free and what a late cancel costs', async () => {
    studio([
      slot({ horario_id: 1, fecha: '2026-11-26', hora: '09:00', reglas: { ...noRules, cancelacion_gratis_hasta: '2026-11-25 09:00', tardias_sin_costo_restantes: 2 } }),
      slot({ horario_id: 2, hora: '18:30', reglas: { ...noRules, cancelacion_gratis_hasta: '2026-11-24 06:30' } }),
    ]);
    renderApp('/turnos');
    fireEvent.click(within(await dayCard('Jueves 26 de noviembre')).getByRole('button', { name: /09:00 Funcional/ }));
    const ahead = await screen.findByRole('dialog', { name: 'Reservar turno' });
    expect(within(ahead).getByRole('note', { name: 'Cancelación' }).textContent).toBe(
      'Puedes cancelar sin costo hasta el miércoles 25/11 a las 09:00. Si cancelas después, usas una de tus 2 cancelaciones tardías sin costo de este mes.',
    );
    fireEvent.click(within(ahead).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Today's 18:30 class was free to cancel until 06:30: she reads that before booking, not after.
    fireEvent.click(within(await dayCard('Hoy')).getByRole('button', { name: /18:30 Funcional/ }));
    const late = await screen.findByRole('dialog', { name: 'Reservar turno' });
    expect(within(late).getByRole('note', { name: 'Cancelación' }).textContent).toBe(
      'Ya pasó el plazo para cancelar sin costo (era hasta hoy a las 06:30): si cancelas, pierdes el crédito.',
    );
  });

  it('a closed day says why once, above its classes', async () => {
    const feriado = { motivo: 'Feriado nacional por el Día de la Soberanía', causa: 'dia_cerrado' as const, movida_a: null };
    studio([
      slot({ horario_id: 1, fecha: '2026-11-25', dia_semana: 'Miércoles', hora: '08:00', cupo_disponible: 0, cancelada: feriado }),
      slot({ horario_id: 2, fecha: '2026-11-25', dia_semana: 'Miércoles', hora: '19:00', cupo_disponible: 0, cancelada: feriado }),
    ]);
    renderApp('/turnos');
    const closed = await dayCard('Miércoles 25 de noviembre');
    expect(within(closed).getAllByText(/Feriado nacional/)).toHaveLength(1);
    expect(within(closed).getByRole('note').textContent).toBe('Cerrado: Feriado nacional por el Día de la Soberanía');
    expect(within(closed).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-label'), b.getAttribute('aria-disabled')])).toEqual([
      ['08:00Funcional', '08:00 Funcional, estudio cerrado', 'true'],
      ['19:00Funcional', '19:00 Funcional, estudio cerrado', 'true'],
    ]);
  });

  it('shows day cards (Hoy, then weekday and date) with places left, and full classes as Completo with their waitlist', async () => {
    studio([
      slot({ horario_id: 1, hora: '18:30', cupo_disponible: 3 }),
      slot({ horario_id: 2, hora: '07:00', cupo_disponible: 1, disciplina: 'Yoga' }),
      slot({ horario_id: 3, hora: '20:00', cupo_disponible: 0 }),
      slot({ horario_id: 4, fecha: '2026-11-26', dia_semana: 'Jueves', hora: '09:00', cupo_disponible: 8, disciplina: 'Pilates' }),
    ]);
    renderApp('/turnos');

    const today = await dayCard('Hoy');
    expect(within(today).getAllByRole('button').map((b) => b.textContent)).toEqual(['18:30Funcional3 cupos', '20:00FuncionalCompleto · Unirme a la lista de espera']);
    const thursday = await dayCard('Jueves 26 de noviembre');
    expect(within(thursday).getByRole('button').textContent).toBe('09:00Pilates8 cupos');
    expect(screen.queryByRole('region', { name: 'Miércoles 25 de noviembre' })).toBeNull();
    expect(screen.getByText('5 créditos disponibles')).toBeTruthy();
  });

  it('joins a full class\'s waitlist and shows the place in line', async () => {
    let waiting = false;
    const { state } = studio([slot({ horario_id: 3, hora: '20:00', cupo_disponible: 0 })], withPackage, {
      'POST /api/reservas/getReservasByIdUsr': () =>
        json(200, waiting ? [{ id: 9, fecha: '2026-11-24', horario_id: 3, clerk_user_id: 'user_ana', hora: '20:00', disciplina: 'Funcional', estado: 'en_espera', posicion: 2, lugar_ofrecido: false }] : []),
      'POST /api/reservas/joinWaitlist': () => {
        waiting = true;
        return json(200, { id: 9, posicion: 2 });
      },
    });
    renderApp('/turnos');
    fireEvent.click(within(await dayCard('Hoy')).getByRole('button', { name: /20:00 Funcional, completo/ }));
    const ask = await screen.findByRole('dialog', { name: 'Clase completa' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Unirme a la lista' }));
    const done = await screen.findByRole('dialog', { name: 'Estás en la lista de espera' });
    expect(done.textContent).toContain('Eres 2.º en la lista.');
    fireEvent.click(within(done).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Estás 2.º en la lista de espera')).toBeTruthy();
    expect(state.credits).toBe(5);
  });

  it('joins with "Resérvame automáticamente hasta" set to the limit she picked, and says it back', async () => {
    const { api } = studio([slot({ horario_id: 3, hora: '20:00', cupo_disponible: 0 })], withPackage, {
      'POST /api/reservas/joinWaitlist': () => json(200, { id: 9, posicion: 1 }),
    });
    renderApp('/turnos');
    fireEvent.click(within(await dayCard('Hoy')).getByRole('button', { name: /20:00 Funcional, completo/ }));
    const ask = await screen.findByRole('dialog', { name: 'Clase completa' });
    const until = within(ask).getByLabelText('Resérvame automáticamente hasta') as HTMLSelectElement;
    expect(until.selectedOptions[0]!.textContent).toBe('lo que permita el estudio');
    fireEvent.change(until, { target: { value: '360' } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Unirme a la lista' }));
    const done = await screen.findByRole('dialog', { name: 'Estás en la lista de espera' });
    expect(done.textContent).toContain('Si se libera un lugar hasta 6 horas antes de la clase te reservamos la clase automáticamente');
    expect(api.calls.find((c) => c.path === '/api/reservas/joinWaitlist')?.body).toMatchObject({ horario_id: 3, promover_hasta_minutos: 360 });
  });

  it('books a slot: confirm shows the class, then Reserva Confirmada, and the slot turns into the member\'s booking', async () => {
    const { api } = studio([slot({ horario_id: 4, fecha: '2026-11-26', hora: '09:00', cupo_disponible: 2, disciplina: 'Pilates' })]);
    renderApp('/turnos');

    fireEvent.click(within(await dayCard('Jueves 26 de noviembre')).getByRole('button', { name: /09:00 Pilates/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Reservar turno' });
    expect(confirm.textContent).toContain('Jueves 26 de noviembre');
    expect(confirm.textContent).toContain('09:00 · Pilates');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reservar' }));

    const done = await screen.findByRole('dialog', { name: 'Reserva Confirmada' });
    expect(done.textContent).toContain('Tu turno fue reservado correctamente.');
    const reserve = api.calls.filter((c) => c.path === '/api/reservas/addReserva');
    expect(reserve).toHaveLength(1);
    expect(reserve[0]!.body).toEqual({ fecha: '2026-11-26', horario_id: 4, clerk_user_id: 'user_ana' });
    fireEvent.click(within(done).getByRole('button', { name: 'Aceptar' }));

    await waitFor(() => expect(screen.getByRole('button', { name: /09:00 Pilates, reservado/ })).toBeTruthy());
    expect(await screen.findByText('4 créditos disponibles')).toBeTruthy();
  });

  it('a full slot answers "No hay cupos disponibles para este horario." under No se pudo reservar, never a bare Error', async () => {
    studio([slot({})]);
    renderApp('/turnos');
    const button = within(await dayCard('Hoy')).getByRole('button', { name: /18:30 Funcional/ });
    // Someone else took the last place meanwhile.
    mockSignedInApi(memberUser, {
      'POST /api/paquetes/getUserPackage': () => json(200, withPackage),
      'GET /api/horarios/getCuposDisponibles': () => json(200, [slot({ cupo_disponible: 0 })]),
      'POST /api/reservas/addReserva': () => problem(409, 'SLOT_FULL', 'No hay cupos disponibles para este horario.'),
    });
    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reservar turno' })).getByRole('button', { name: 'Reservar' }));

    const failure = await screen.findByRole('dialog', { name: 'No se pudo reservar' });
    expect(failure.textContent).toContain('No hay cupos disponibles para este horario.');
    fireEvent.click(within(failure).getByRole('button', { name: 'Aceptar' }));
    // The refusal refreshed the agenda: the slot now reads Completo, with its waitlist.
    await waitFor(() => expect(screen.getByRole('button', { name: /18:30 Funcional, completo/ })).toBeTruthy());
  });

  it('other refusals show the generic text and the server detail', async () => {
    mockSignedInApi(memberUser, {
      // The agenda showed a credit; the server, deciding later, finds none (another device spent it).
      'POST /api/paquetes/getUserPackage': () => json(200, { ...withPackage, creditos_restantes: 1 }),
      'GET /api/horarios/getCuposDisponibles': () => json(200, [slot({})]),
      'POST /api/reservas/addReserva': () => problem(409, 'NO_CREDITS', 'No te quedan créditos en tu paquete.'),
    });
    renderApp('/turnos');
    fireEvent.click(within(await dayCard('Hoy')).getByRole('button', { name: /18:30 Funcional/ }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reservar turno' })).getByRole('button', { name: 'Reservar' }));

    const failure = await screen.findByRole('dialog', { name: 'No se pudo reservar' });
    expect(failure.textContent).toContain('No se pudo reservar el turno.');
    expect(failure.textContent).toContain('No te quedan créditos en tu paquete.');
  });

  it('with no credits the agenda says so before any tap, links to /paquetes, and offers no slot as bookable', async () => {
    mockSignedInApi(memberUser, {
      'POST /api/paquetes/getUserPackage': () => json(200, { ...withPackage, creditos_restantes: 0 }),
      'GET /api/horarios/getCuposDisponibles': () => json(200, [slot({})]),
    });
    renderApp('/turnos');
    const notice = await screen.findByText('No tienes créditos disponibles');
    expect(notice.closest('[role="status"]')?.querySelector('a')?.getAttribute('href')).toBe('/paquetes');
    const blocked = within(await dayCard('Hoy')).getByRole('button', { name: /18:30 Funcional, sin créditos/ });
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(blocked);
    expect(screen.queryByRole('dialog', { name: 'Reservar turno' })).toBeNull();
  });

  it('a booked slot is green and clicking it offers cancel; confirming cancels and returns the credit', async () => {
    const { api } = studio([slot({ horario_id: 5, hora: '19:00', cupo_disponible: 0, reserva_id: 77 })]);
    renderApp('/turnos');
    const booked = within(await dayCard('Hoy')).getByRole('button', { name: /19:00 Funcional, reservado/ });
    expect(booked.textContent).toContain('Reservado');

    fireEvent.click(booked);
    const ask = await screen.findByRole('dialog', { name: '¿Estás seguro de que quieres cancelar el turno?' });
    // The destructive action carries its icon; the way out is a plain button without one.
    expect(within(ask).getByRole('button', { name: 'Cancelar Turno' }).querySelector('svg')).not.toBeNull();
    expect(within(ask).getByRole('button', { name: 'Cancelar' }).querySelector('svg')).toBeNull();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar Turno' }));

    const done = await screen.findByRole('dialog', { name: 'Turno cancelado' });
    expect(done.textContent).toContain('Tu turno fue cancelado correctamente.');
    expect(api.calls.find((c) => c.path === '/api/reservas/deleteReserva')).toMatchObject({ method: 'DELETE', body: { id: 77, clerk_user_id: 'user_ana' } });
    fireEvent.click(within(done).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('6 créditos disponibles')).toBeTruthy();
    expect(within(await dayCard('Hoy')).getByRole('button', { name: /19:00 Funcional, 1 cupo/ })).toBeTruthy();
  });

  it('shows loading, then a load failure in red with the server detail', async () => {
    mockSignedInApi(memberUser, {
      'POST /api/paquetes/getUserPackage': () => json(200, withPackage),
      'GET /api/horarios/getCuposDisponibles': () => problem(503, 'UNAVAILABLE', 'El servidor no responde.'),
    });
    renderApp('/turnos');
    expect(await screen.findByText('Cargando turnos...')).toBeTruthy();
    const alert = await screen.findByText('Error cargando datos: El servidor no responde.', {}, { timeout: 5000 });
    expect(alert.getAttribute('role')).toBe('alert');
  });
});
