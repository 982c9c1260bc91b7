import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occurrenceStream } from '../../events/catalog/booking.events';
import { readStream } from '../../events/store/read';
import { createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

// Monday 16 November 2026, noon in Buenos Aires. Wednesday 18:00 (2 places), Thursday 19:00 (5), Tuesday 10:00 (3).
const WED = '2026-11-18';
const THU = '2026-11-19';
const TUE = '2026-11-17';

type Turno = { id: number; fecha: string; hora: string; horario_id: number; estado: string; movida_desde?: { fecha: string; hora: string } | null; cancelacion?: { gratis_hasta: string | null; devuelve_credito: boolean } | null };

describe('moving a class moves its bookings and waitlist', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let studio: Awaited<ReturnType<typeof createStudio>>;
  let [wed, thu, tue] = [0, 0, 0];

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    admin = await t.signUp({ firstName: 'Carla', lastName: 'Dueña' });
    studio = await createStudio(t, admin.token, [
      { dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 2 },
      { dia_semana: 'Jueves', hora: '19:00', cupo_maximo: 5 },
      { dia_semana: 'Martes', hora: '10:00', cupo_maximo: 3 },
    ]);
    [wed, thu, tue] = studio.slotIds as [number, number, number];
    // Free cancellation until 48 h before: a class moved into those 48 h is the test of the moved-booking rule.
    const policy = { id: studio.disciplinaId, reservas_abren_dias_antes: null, reservas_cierran_minutos_antes: 0, cancelacion_gratis_horas_antes: 48, cancelaciones_tardias_gratis_mes: 0, lista_espera_automatica_minutos_antes: 120 };
    const set = await t.as(admin.token, { method: 'PUT', url: '/api/disciplinas/setPoliticaReservas', payload: policy });
    if (set.statusCode !== 200) throw new Error(`setPoliticaReservas answered ${set.statusCode}: ${set.body}`);
  });
  afterAll(() => t.close());

  const member = async (firstName: string) => {
    const m = await t.signUp({ firstName });
    await giveCredits(t, m.userId, studio.packageId, 8);
    return m;
  };
  const post = (token: string, url: string, payload: Record<string, unknown>) => t.as(token, { method: 'POST', url, payload });
  const reserve = (token: string, horario_id: number, fecha: string) => post(token, '/api/reservas/addReserva', { horario_id, fecha });
  const move = (token: string, body: Record<string, unknown>) => post(token, '/api/horarios/moveOccurrence', body);
  const turnos = async (m: { token: string; userId: string }): Promise<Turno[]> => (await post(m.token, '/api/reservas/getReservasByIdUsr', { clerkUserId: m.userId })).json();

  it('keeps the members booked at the new time with the same credits; one already booked then is cancelled with the credit back; the waitlist follows and takes the freed place', async () => {
    const [ana, bea, caro] = [await member('Ana'), await member('Bea'), await member('Caro')];
    expect((await reserve(ana.token, wed, WED)).statusCode).toBe(200);
    expect((await reserve(bea.token, wed, WED)).statusCode).toBe(200);
    expect((await reserve(bea.token, thu, THU)).statusCode).toBe(200); // Bea already goes at the new time
    expect((await post(caro.token, '/api/reservas/joinWaitlist', { horario_id: wed, fecha: WED })).statusCode).toBe(200);
    expect([await creditsOf(t, ana.userId), await creditsOf(t, bea.userId), await creditsOf(t, caro.userId)]).toEqual([7, 6, 8]);

    const moved = await move(admin.token, { horario_id: wed, fecha: WED, nueva_fecha: THU, nueva_hora: '19:00', motivo: 'Sala en obra' });
    expect(moved.statusCode).toBe(200);
    const { id: oneOff, ...counts } = moved.json();
    expect(counts).toEqual({ reservas_movidas: 1, reservas_canceladas: 1, en_espera_movidas: 1, en_espera_canceladas: 0 });

    // Ana keeps her class at the new time and her credit count; Bea gets her Wednesday credit back; Caro, who waited,
    // takes the place Bea could not use (one credit, as any promotion).
    expect([await creditsOf(t, ana.userId), await creditsOf(t, bea.userId), await creditsOf(t, caro.userId)]).toEqual([7, 7, 7]);
    const anas = await turnos(ana);
    expect(anas.map(({ fecha, hora, horario_id, estado, movida_desde }) => ({ fecha, hora, horario_id, estado, movida_desde }))).toEqual([
      { fecha: THU, hora: '19:00', horario_id: oneOff, estado: 'reservado', movida_desde: { fecha: WED, hora: '18:00' } },
    ]);
    expect(anas[0]!.cancelacion).toMatchObject({ gratis_hasta: '2026-11-17 19:00', devuelve_credito: true }); // moved well before its limit: the normal rule
    expect((await turnos(bea)).map((x) => [x.horario_id, x.fecha])).toEqual([[thu, THU]]);
    expect((await turnos(caro)).map((x) => [x.horario_id, x.estado])).toEqual([[oneOff, 'reservado']]);

    // The log says it on each stream: the old occurrence lost its bookings, the new one holds them with BookingMoved.
    const { events } = await readStream(t.db.handle.db, occurrenceStream(oneOff, THU).streamId);
    expect(events.map((e) => e.type)).toEqual(['SlotReserved', 'BookingMoved', 'WaitlistJoined', 'WaitlistPromoted', 'SlotReserved']);
    const occupancy = await t.db.handle.db.selectFrom('slot_occurrences').select(['slot_id', 'booked', 'capacity']).where('slot_id', 'in', [wed, oneOff]).orderBy('slot_id').execute();
    expect(occupancy).toEqual([{ slot_id: wed, booked: 0, capacity: 2 }, { slot_id: oneOff, booked: 2, capacity: 2 }]);

    // Nobody else sees Ana's moved booking.
    const peek = await post(bea.token, '/api/reservas/getReservasByIdUsr', { clerkUserId: ana.userId });
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toMatchObject({ code: 'NOT_YOUR_DATA' });
    expect(JSON.stringify(peek.json())).not.toContain(THU);
  });

  it('a class moved into its late-cancel window can be cancelled free until it starts', async () => {
    const fede = await member('Fede');
    expect((await reserve(fede.token, tue, TUE)).statusCode).toBe(200); // 22 h ahead: already past the 48 h limit
    const moved = await move(admin.token, { horario_id: tue, fecha: TUE, nueva_fecha: TUE, nueva_hora: '11:00', motivo: 'Cambio de profe' });
    expect(moved.statusCode).toBe(200);
    const [turno] = await turnos(fede);
    expect(turno).toMatchObject({ hora: '11:00', movida_desde: { fecha: TUE, hora: '10:00' }, cancelacion: { gratis_hasta: null, devuelve_credito: true } });
    const cancelled = await t.as(fede.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: turno!.id } });
    expect(cancelled.statusCode).toBe(200);
    expect(await creditsOf(t, fede.userId)).toBe(8);
  });

  it('refuses bad input with a Spanish 4xx and its code, and members cannot move classes', async () => {
    const bad = async (body: Record<string, unknown>, status: number, code: string) => {
      const res = await move(admin.token, { horario_id: thu, fecha: '2026-11-26', nueva_fecha: '2026-11-27', nueva_hora: '19:00', motivo: 'x', ...body });
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status, code });
      expect(res.json().detail).toMatch(/[a-záéíóúñ]/i);
      return res.json().detail as string;
    };
    await bad({ nueva_hora: '25:00' }, 400, 'VALIDATION_ERROR');
    await bad({ horario_id: 99_999 }, 404, 'SLOT_NOT_FOUND');
    await bad({ motivo: '   ' }, 400, 'VALIDATION_ERROR');
    await bad({ fecha: '2026-11-10' }, 400, 'DATE_IN_PAST');
    const member = await t.signUp();
    expect((await move(member.token, { horario_id: thu, fecha: '2026-11-26', nueva_fecha: '2026-11-27', nueva_hora: '19:00', motivo: 'x' })).statusCode).toBe(403);
  });
});
