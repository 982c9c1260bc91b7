import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { assignTrainingPlan, createTrainingDay, type TrainingDay } from '../support/workout-fixture';

// Wednesday 18 November 2026, 18:10 in Buenos Aires: the 18:00 class is under way.
const WEDNESDAY = '2026-11-18';
const LAST_WEEK = '2026-11-11';
const E = '/api/entrenamientos';
type Person = { token: string; userId: string };

describe('the pizarra: a class\'s plan day with each checked-in member\'s own targets, entered from the tablet', () => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let slotId: number;
  let plan: TrainingDay;
  const members: Record<string, Person & { bookingId: number }> = {};

  const call = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.as(who.token, { method, url, ...(payload ? { payload } : {}) });
  const ok = async (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const board = async (who: Person = coach, fecha = WEDNESDAY) => ok(await call(who, 'GET', `${E}/pizarra?horario_id=${slotId}&fecha=${fecha}`));
  const squat = (i: number) => plan.sets['Sentadilla']![i]!;
  const enter = (body: object, who: Person = coach) => call(who, 'POST', `${E}/pizarra/registrarSerie`, { horario_id: slotId, fecha: WEDNESDAY, ...body });
  const eventCount = async () => Number((await t.db.handle.db.selectFrom('es_events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-11T18:30:00-03:00' });
    admin = await t.signUp({ firstName: 'Dueña' });
    coach = await t.signUp({ firstName: 'Profe' });
    await ok(await call(admin, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }));
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 6 }]);
    slotId = studio.slotIds[0]!;
    plan = await createTrainingDay(t, coach.token);
    for (const name of ['Ana', 'Bea', 'Carla']) {
      const m = await t.signUp({ firstName: name, lastName: 'Paz' });
      await assignTrainingPlan(t, coach.token, plan.planId, m.userId);
      await giveCredits(t, m.userId, studio.packageId, 8);
      members[name] = { ...m, bookingId: 0 };
    }
    // Last week Ana squatted 70 kg in her second set (her phone); a coach set Carla's training max.
    const { id } = await ok(await call(members.Ana!, 'POST', `${E}/iniciarSesion`, { planificacionId: plan.planId, diaId: plan.dayId }));
    await ok(await call(members.Ana!, 'POST', `${E}/registrarSerie`, { sesionId: id, serieId: squat(1), repeticiones: 8, peso: 70 }));
    await ok(await call(coach, 'PUT', `${E}/socios/${members.Carla!.userId}/maximos`, { ejercicio: 'Sentadilla', kg: 100 }));
    await ok(await call(coach, 'PUT', '/api/planificaciones/updateSerie', { id: squat(0), numero: 1, repeticiones: '5', peso: 60, porcentaje: 75, rir: 2 }));

    t.clock.set('2026-11-18T17:50:00-03:00');
    for (const name of ['Ana', 'Bea', 'Carla']) {
      const res = await call(members[name]!, 'POST', '/api/reservas/addReserva', { fecha: WEDNESDAY, horario_id: slotId });
      if (res.statusCode !== 200) throw new Error(`addReserva: ${res.statusCode} ${res.body}`);
      members[name]!.bookingId = res.json().id;
    }
    t.clock.set('2026-11-18T18:10:00-03:00');
    for (const name of ['Ana', 'Carla']) await ok(await call(coach, 'POST', '/api/reservas/checkIn', { id: members[name]!.bookingId }));
  });
  afterAll(() => t.close());

  it('shows the class and its present members before a day is chosen; a member or a wrong date cannot open it', async () => {
    expect(await board()).toEqual({
      clase: { horario_id: slotId, fecha: WEDNESDAY, hora: '18:00', disciplina: expect.any(String) },
      dia: null,
      socios: [
        { clerk_user_id: members.Ana!.userId, nombre: 'Ana Paz', objetivos: [], hechas: [] },
        { clerk_user_id: members.Carla!.userId, nombre: 'Carla Paz', objetivos: [], hechas: [] },
      ],
    });
    expect((await call(members.Ana!, 'GET', `${E}/pizarra?horario_id=${slotId}&fecha=${WEDNESDAY}`)).statusCode).toBe(403);
    const thursday = await call(coach, 'GET', `${E}/pizarra?horario_id=${slotId}&fecha=2026-11-19`);
    expect(thursday.statusCode).toBe(404);
    expect(thursday.json().code).toBe('SLOT_NOT_FOUND');
  });

  it('a coach chooses the day; each member gets her own targets: her max for a % set, her last time, else the plan', async () => {
    const chosen = await ok(await call(coach, 'PUT', `${E}/pizarra/dia`, { horario_id: slotId, fecha: WEDNESDAY, planificacionId: plan.planId, diaId: plan.dayId }));
    expect(chosen.dia).toMatchObject({ planificacion_id: plan.planId, dia: 'Semana 1 · Día 1', bloques: [{ nombre: 'Principal', formato: null, ejercicios: [{ nombre: 'Sentadilla' }, { nombre: 'Dominadas' }] }] });
    expect(chosen.dia.bloques[0].ejercicios[0].series[0]).toMatchObject({ id: squat(0), repeticiones: '5', porcentaje: 75, rir: 2 });
    const [ana, carla] = chosen.socios;
    const target = (who: { objetivos: { serie_id: number }[] }, setId: number) => who.objetivos.find((o) => o.serie_id === setId);
    // Ana has no max: the % set falls back to the plan's kg; her second set is what she lifted last week.
    expect(target(ana, squat(0))).toEqual({ serie_id: squat(0), kg: 60, repeticiones: '5', origen: 'plan', rir: 2 });
    expect(target(ana, squat(1))).toEqual({ serie_id: squat(1), kg: 70, repeticiones: '8', origen: 'ultima_vez' });
    expect(target(carla, squat(0))).toEqual({ serie_id: squat(0), kg: 75, repeticiones: '5', origen: 'maximo', rir: 2 });
    expect(target(carla, plan.sets['Dominadas']![0]!)).toMatchObject({ kg: null, origen: null });
    expect((await board()).dia.dia_id).toBe(plan.dayId);
  });

  it('sets entered from the tablet go to her session of the day, with her records; her own logging shows too', async () => {
    const first = await ok(await enter({ clerkUserId: members.Ana!.userId, serieId: squat(1), repeticiones: 8, peso: 75 }));
    expect(first.records.map((r: { tipo: string }) => r.tipo)).toContain('peso_maximo');
    const again = await ok(await enter({ clerkUserId: members.Ana!.userId, serieId: squat(2), repeticiones: 8, peso: 60 }));
    expect(again.sesionId).toBe(first.sesionId);
    // Carla logs from her phone, in a session she started herself: the pizarra reads it as well.
    const { id } = await ok(await call(members.Carla!, 'POST', `${E}/iniciarSesion`, { planificacionId: plan.planId, diaId: plan.dayId }));
    await ok(await call(members.Carla!, 'POST', `${E}/registrarSerie`, { sesionId: id, serieId: squat(0), repeticiones: 5, peso: 75 }));
    await ok(await enter({ clerkUserId: members.Carla!.userId, serieId: squat(1), repeticiones: 5, peso: 80 }));
    const { socios } = await board();
    expect(socios[0].hechas).toEqual([
      { serie_id: squat(1), repeticiones: 8, peso: 75, records: expect.arrayContaining(['peso_maximo']) },
      { serie_id: squat(2), repeticiones: 8, peso: 60, records: [] },
    ]);
    expect(socios[1].hechas.map((h: { serie_id: number }) => h.serie_id)).toEqual([squat(0), squat(1)]);
    const sessions = await ok(await call(members.Carla!, 'GET', `${E}/sesiones`));
    expect(sessions).toHaveLength(1);
    // Last week's 70 kg stays Ana's last time: today's session is not her "last time" on her own board.
    expect(socios[0].objetivos.find((o: { serie_id: number }) => o.serie_id === squat(1))).toMatchObject({ kg: 70, origen: 'ultima_vez' });
  });

  it('refuses a member not present, a set not in the day, bad figures, another day and a member at the tablet, writing nothing', async () => {
    const before = await eventCount();
    const absent = await enter({ clerkUserId: members.Bea!.userId, serieId: squat(0), repeticiones: 5, peso: 60 });
    expect(absent.statusCode).toBe(409);
    expect(absent.json()).toMatchObject({ code: 'BOARD_MEMBER_NOT_PRESENT', detail: 'Dale el presente en la consola antes de cargar sus resultados.' });
    expect((await enter({ clerkUserId: members.Ana!.userId, serieId: 999_999, repeticiones: 5, peso: 60 })).statusCode).toBe(404);
    expect((await enter({ clerkUserId: members.Ana!.userId, serieId: squat(0), repeticiones: -1, peso: 60 })).statusCode).toBe(400);
    expect((await enter({ clerkUserId: members.Ana!.userId, serieId: squat(0), repeticiones: 5, peso: 60, rir: 11 })).json().code).toBe('INVALID_RIR');
    expect((await call(coach, 'POST', `${E}/pizarra/registrarSerie`, { horario_id: slotId, fecha: '2026-11-25', clerkUserId: members.Ana!.userId, serieId: squat(0), repeticiones: 5, peso: 60 })).json().code).toBe('BOARD_NOT_TODAY');
    expect((await enter({ clerkUserId: members.Ana!.userId, serieId: squat(0), repeticiones: 5, peso: 60 }, members.Carla!)).statusCode).toBe(403);
    expect((await call(coach, 'PUT', `${E}/pizarra/dia`, { horario_id: slotId, fecha: WEDNESDAY, planificacionId: plan.planId, diaId: 999_999 })).json().code).toBe('DAY_NOT_FOUND');
    expect(await eventCount()).toBe(before);
  });

  it('a class with no day chosen yet takes no results', async () => {
    const res = await call(coach, 'POST', `${E}/pizarra/registrarSerie`, { horario_id: slotId, fecha: LAST_WEEK, clerkUserId: members.Ana!.userId, serieId: squat(0), repeticiones: 5, peso: 60 });
    expect(res.json().code).toBe('BOARD_NOT_TODAY');
    expect((await board(coach, LAST_WEEK)).dia).toBeNull();
  });
});
