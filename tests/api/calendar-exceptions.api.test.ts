import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { recordDueNoShows } from '../../services/attendance/no-show.job';

// Monday 16 November 2026, noon in Buenos Aires. Wednesdays at 18:00 (2 places) and 20:00 (5 places).
const WED = '2026-11-18';
const NEXT_WED = '2026-11-25';

type Cupo = { horario_id: number; fecha: string; cupo_disponible: number; reserva_id: number | null; cancelada?: unknown; profesor?: string | null; duracion_minutos?: number; unica?: boolean };

describe('calendar exceptions', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let studio: Awaited<ReturnType<typeof createStudio>>;
  let [six, eight] = [0, 0];

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    admin = await t.signUp({ firstName: 'Carla', lastName: 'Dueña' });
    studio = await createStudio(t, admin.token, [
      { dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 2 },
      { dia_semana: 'Miércoles', hora: '20:00', cupo_maximo: 5 },
    ]);
    [six, eight] = studio.slotIds as [number, number];
  });
  afterAll(() => t.close());

  const member = async (credits = 8) => {
    const m = await t.signUp();
    await giveCredits(t, m.userId, studio.packageId, credits);
    return m;
  };
  const post = (token: string, url: string, payload: Record<string, unknown>) => t.as(token, { method: 'POST', url, payload });
  const reserve = (token: string, horario_id: number, fecha: string) => post(token, '/api/reservas/addReserva', { horario_id, fecha });
  const agenda = async (token: string): Promise<Cupo[]> => (await t.as(token, { method: 'GET', url: '/api/horarios/getCuposDisponibles' })).json();
  const occurrence = async (token: string, horario_id: number, fecha: string) => (await agenda(token)).find((o) => o.horario_id === horario_id && o.fecha === fecha);
  const activeBookings = (userId: string) => t.db.handle.db.selectFrom('bookings').select(['id', 'active', 'cancel_reason']).where('user_id', '=', userId).execute();

  it('closing a day cancels its bookings with the credit back, empties its waitlists and refuses new bookings', async () => {
    const [ana, bea, caro] = [await member(), await member(), await member()];
    expect((await reserve(ana.token, six, WED)).statusCode).toBe(200);
    expect((await reserve(bea.token, six, WED)).statusCode).toBe(200);
    expect((await reserve(ana.token, eight, WED)).statusCode).toBe(200);
    expect((await post(caro.token, '/api/reservas/joinWaitlist', { horario_id: six, fecha: WED })).statusCode).toBe(200);
    expect(await creditsOf(t, ana.userId)).toBe(6);

    const closed = await post(admin.token, '/api/horarios/closeDate', { fecha: WED, motivo: 'Feriado' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ reservas_canceladas: 3, en_espera_canceladas: 1 });
    expect(await creditsOf(t, ana.userId)).toBe(8);
    expect(await creditsOf(t, bea.userId)).toBe(8);
    expect((await activeBookings(ana.userId)).map((b) => [b.active, b.cancel_reason])).toEqual([[false, 'class-cancelled'], [false, 'class-cancelled']]);
    const waiting = await t.db.handle.db.selectFrom('waitlist_entries').select(['state', 'ended_reason']).where('user_id', '=', caro.userId).execute();
    expect(waiting).toEqual([{ state: 'left', ended_reason: 'class-cancelled' }]);

    expect(await occurrence(ana.token, six, WED)).toMatchObject({ cupo_disponible: 0, reserva_id: null, cancelada: { motivo: 'Feriado', causa: 'dia_cerrado', movida_a: null } });
    expect(await occurrence(ana.token, six, NEXT_WED)).toMatchObject({ cupo_disponible: 2, cancelada: null });

    const refused = await reserve(caro.token, eight, WED);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'STUDIO_CLOSED', detail: 'El estudio está cerrado ese día (Feriado). Elige otra fecha.' });
    expect((await post(caro.token, '/api/reservas/joinWaitlist', { horario_id: six, fecha: WED })).json().code).toBe('STUDIO_CLOSED');
    expect(await creditsOf(t, caro.userId)).toBe(8);

    const twice = await post(admin.token, '/api/horarios/closeDate', { fecha: WED, motivo: 'Feriado' });
    expect(twice.json()).toMatchObject({ code: 'DAY_ALREADY_CLOSED', detail: 'Ese día ya está cerrado.' });

    const list = await t.as(admin.token, { method: 'GET', url: `/api/horarios/excepciones?desde=2026-11-01&hasta=2026-11-30` });
    expect(list.json().dias_cerrados).toEqual([{ fecha: WED, motivo: 'Feriado' }]);
    expect(list.json().clases_canceladas.map((c: { horario_id: number; causa: string }) => [c.horario_id, c.causa])).toEqual([[six, 'dia_cerrado'], [eight, 'dia_cerrado']]);
  });

  it('reopening the day makes its classes bookable again; the cancelled bookings stay cancelled', async () => {
    const reopened = await post(admin.token, '/api/horarios/reopenDate', { fecha: WED });
    expect(reopened.statusCode).toBe(200);
    const dani = await member();
    expect(await occurrence(dani.token, six, WED)).toMatchObject({ cupo_disponible: 2, cancelada: null });
    expect((await reserve(dani.token, six, WED)).statusCode).toBe(200);
    expect((await post(admin.token, '/api/horarios/reopenDate', { fecha: WED })).json().code).toBe('DAY_NOT_CLOSED');
  });

  it('cancels and restores one class occurrence, leaving the other classes of the day alone', async () => {
    const [eva, fer] = [await member(), await member()];
    expect((await reserve(eva.token, eight, NEXT_WED)).statusCode).toBe(200);
    expect((await reserve(fer.token, six, NEXT_WED)).statusCode).toBe(200);
    const cancelled = await post(admin.token, '/api/horarios/cancelOccurrence', { horario_id: eight, fecha: NEXT_WED, motivo: 'Profesora enferma' });
    expect(cancelled.json()).toEqual({ reservas_canceladas: 1, en_espera_canceladas: 0 });
    expect(await creditsOf(t, eva.userId)).toBe(8);
    expect(await creditsOf(t, fer.userId)).toBe(7);
    expect(await occurrence(fer.token, eight, NEXT_WED)).toMatchObject({ cancelada: { motivo: 'Profesora enferma', causa: 'clase_cancelada' } });
    expect(await occurrence(fer.token, six, NEXT_WED)).toMatchObject({ cancelada: null, reserva_id: expect.any(Number) });

    const refused = await reserve(eva.token, eight, NEXT_WED);
    expect(refused.json()).toMatchObject({ code: 'CLASS_CANCELLED', detail: 'Esa clase se canceló (Profesora enferma). Elige otra clase.' });
    expect((await post(admin.token, '/api/horarios/cancelOccurrence', { horario_id: eight, fecha: NEXT_WED, motivo: 'Otra vez' })).json().code).toBe('OCCURRENCE_ALREADY_CANCELLED');

    expect((await post(admin.token, '/api/horarios/restoreOccurrence', { horario_id: eight, fecha: NEXT_WED })).statusCode).toBe(200);
    expect((await reserve(eva.token, eight, NEXT_WED)).statusCode).toBe(200);
    expect((await post(admin.token, '/api/horarios/restoreOccurrence', { horario_id: eight, fecha: NEXT_WED })).json().code).toBe('OCCURRENCE_NOT_CANCELLED');
  });

  it('refuses exceptions that make no sense, with the catalogue code and Spanish text', async () => {
    const wrongDay = await post(admin.token, '/api/horarios/cancelOccurrence', { horario_id: six, fecha: '2026-11-19', motivo: 'x' });
    expect(wrongDay.json()).toMatchObject({ code: 'WRONG_WEEKDAY', detail: 'Ese horario es los miércoles: la fecha elegida no corresponde.' });
    expect((await post(admin.token, '/api/horarios/cancelOccurrence', { horario_id: 9999, fecha: WED, motivo: 'x' })).json().code).toBe('SLOT_NOT_FOUND');
    const past = await post(admin.token, '/api/horarios/closeDate', { fecha: '2026-11-10', motivo: 'Tarde' });
    expect(past.json()).toMatchObject({ code: 'DATE_IN_PAST', detail: 'Esa fecha ya pasó: elige hoy o una fecha futura.' });
    expect((await post(admin.token, '/api/horarios/closeDate', { fecha: WED, motivo: '   ' })).statusCode).toBe(400);
    const m = await member();
    expect((await post(m.token, '/api/horarios/closeDate', { fecha: WED, motivo: 'Feriado' })).statusCode).toBe(403);
    expect((await post(m.token, '/api/horarios/cancelOccurrence', { horario_id: six, fecha: WED, motivo: 'x' })).statusCode).toBe(403);
  });

  it('adds a one-off class with its instructor and duration, bookable on its date only', async () => {
    const added = await post(admin.token, '/api/horarios/addOneOff', { fecha: '2026-11-21', hora: '10:00', disciplina_id: studio.disciplinaId, cupo_maximo: 4, instructor_id: admin.userId, duracion_minutos: 90 });
    expect(added.statusCode).toBe(201);
    const id = added.json().id as number;
    const m = await member();
    expect(await occurrence(m.token, id, '2026-11-21')).toMatchObject({ hora: '10:00', cupo_disponible: 4, profesor: 'Carla Dueña', duracion_minutos: 90, unica: true });
    expect((await agenda(m.token)).filter((o) => o.horario_id === id)).toHaveLength(1);
    expect((await reserve(m.token, id, '2026-11-21')).statusCode).toBe(200);
    expect((await reserve(m.token, id, '2026-11-28')).json()).toMatchObject({ code: 'ONE_OFF_OTHER_DATE', detail: 'Esa clase es solo el 21/11: la fecha elegida no corresponde.' });

    const notStaff = await post(admin.token, '/api/horarios/addOneOff', { fecha: '2026-11-21', hora: '11:00', disciplina_id: studio.disciplinaId, cupo_maximo: 4, instructor_id: m.userId });
    expect(notStaff.json()).toMatchObject({ code: 'INSTRUCTOR_NOT_STAFF' });
    const past = await post(admin.token, '/api/horarios/addOneOff', { fecha: '2026-11-01', hora: '11:00', disciplina_id: studio.disciplinaId, cupo_maximo: 4 });
    expect(past.json().code).toBe('DATE_IN_PAST');
    const longClass = await post(admin.token, '/api/horarios/addOneOff', { fecha: '2026-11-21', hora: '11:00', disciplina_id: studio.disciplinaId, cupo_maximo: 4, duracion_minutos: 1000 });
    expect(longClass.json()).toMatchObject({ code: 'INVALID_DURATION', detail: 'La duración tiene que ser de 15 a 300 minutos.' });
  });

  it('moves one occurrence: the original is cancelled pointing to a one-off class at the new time, the booking follows it', async () => {
    const gabi = await member();
    expect((await reserve(gabi.token, six, NEXT_WED)).statusCode).toBe(200);
    const moved = await post(admin.token, '/api/horarios/moveOccurrence', { horario_id: six, fecha: NEXT_WED, nueva_fecha: '2026-11-26', nueva_hora: '19:00', motivo: 'Mudanza de sala' });
    expect(moved.statusCode).toBe(200);
    const { id, reservas_canceladas, reservas_movidas } = moved.json();
    expect(reservas_canceladas).toBe(0);
    expect(reservas_movidas).toBeGreaterThanOrEqual(1);
    expect(await creditsOf(t, gabi.userId)).toBe(7); // the credit paid for the class goes with it (tests/api/move-occurrence.api.test.ts)
    expect(await occurrence(gabi.token, six, NEXT_WED)).toMatchObject({ cancelada: { causa: 'clase_movida', motivo: 'Mudanza de sala', movida_a: { horario_id: id, fecha: '2026-11-26', hora: '19:00' } } });
    expect(await occurrence(gabi.token, id, '2026-11-26')).toMatchObject({ hora: '19:00', cupo_maximo: 2, unica: true, cancelada: null });
    expect((await occurrence(gabi.token, id, '2026-11-26'))?.reserva_id).toEqual(expect.any(Number));
    const same = await post(admin.token, '/api/horarios/moveOccurrence', { horario_id: eight, fecha: NEXT_WED, nueva_fecha: NEXT_WED, nueva_hora: '20:00', motivo: 'x' });
    expect(same.json().code).toBe('MOVE_TO_SAME_TIME');
    expect(await occurrence(gabi.token, eight, NEXT_WED)).toMatchObject({ cancelada: null });
  });

  it('gives each weekly slot an instructor and a duration, shown in Horarios and the agenda', async () => {
    const res = await post(admin.token, '/api/horarios/updateHorario', { id: eight, dia_semana: 'Miércoles', hora: '20:00', disciplina_id: studio.disciplinaId, cupo_maximo: 5, instructor_id: admin.userId, duracion_minutos: 45 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ instructor_id: admin.userId, profesor: 'Carla Dueña', duracion_minutos: 45, fecha: null });
    const m = await member();
    expect(await occurrence(m.token, eight, NEXT_WED)).toMatchObject({ profesor: 'Carla Dueña', duracion_minutos: 45, unica: false });
    expect(await occurrence(m.token, six, NEXT_WED)).toMatchObject({ profesor: null, duracion_minutos: 60 });
    const staff = await t.as(admin.token, { method: 'GET', url: '/api/horarios/profesores' });
    expect(staff.json()).toEqual([{ id: admin.userId, nombre: 'Carla Dueña' }]);
  });

  it('ends a class by its own duration: the 45-minute class turns unchecked bookings into no-shows at 20:45, not 21:00', async () => {
    const deps = { db: t.db.handle.db, clock: t.clock, studioTz: t.config.studioTz };
    t.clock.set('2026-11-25T20:44:00-03:00');
    expect(await recordDueNoShows(deps)).toBe(0);
    t.clock.set('2026-11-25T20:46:00-03:00');
    expect(await recordDueNoShows(deps)).toBe(1);
  });
});
