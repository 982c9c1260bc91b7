import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { assignTrainingPlan, createTrainingDay, type TrainingDay } from '../support/workout-fixture';

const E = '/api/entrenamientos';
type Person = { token: string; userId: string };

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('workout logging: sessions, sets, records, history and the coach', () => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let ana: Person;
  let beto: Person;
  let plan: TrainingDay;

  const post = (who: Person, url: string, payload: object, key?: string) =>
    t.as(who.token, { method: 'POST', url: `${E}/${url}`, payload, headers: key ? { 'idempotency-key': key } : {} });
  const get = (who: Person, url: string) => t.as(who.token, { method: 'GET', url: `${E}/${url}` });
  const ok = async (res: Awaited<ReturnType<typeof post>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** Events on workout session streams (or of one type). */
  const eventCount = async (type?: string) => {
    let q = t.db.handle.db.selectFrom('es_events').select((eb) => eb.fn.countAll<string>().as('n'));
    q = type ? q.where('event_type', '=', type) : q.where('stream_id', 'like', 'workout-session-%');
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  const squat = (i: number) => plan.sets['Sentadilla']![i]!;
  const pullUp = (i: number) => plan.sets['Dominadas']![i]!;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T18:00:00-03:00' });
    admin = await t.signUp({ firstName: 'Dueña' });
    coach = await t.signUp({ firstName: 'Profe', lastName: 'Gómez' });
    const made = await t.as(admin.token, { method: 'POST', url: '/api/user/setRole', payload: { clerkUserId: coach.userId, role: 'coach' } });
    if (made.statusCode !== 200) throw new Error(`setRole: ${made.statusCode} ${made.body}`);
    ana = await t.signUp({ firstName: 'Ana', lastName: 'Pérez' });
    beto = await t.signUp({ firstName: 'Beto' });
    plan = await createTrainingDay(t, coach.token);
    await assignTrainingPlan(t, admin.token, plan.planId, ana.userId);
    await assignTrainingPlan(t, admin.token, (await createTrainingDay(t, admin.token, 'De Beto')).planId, beto.userId);
  });
  afterAll(() => t.close());

  it('replays a queued offline batch with its keys: the same answers, nothing twice', async () => {
    const id = uuid(1);
    const batch: [string, object, string][] = [
      ['iniciarSesion', { id, planificacionId: plan.planId, diaId: plan.dayId }, 'offline-start-1'],
      ['registrarSerie', { sesionId: id, serieId: squat(0), repeticiones: 8, peso: 60 }, 'offline-set-1'],
      ['registrarSerie', { sesionId: id, serieId: squat(1), repeticiones: 8, peso: 60 }, 'offline-set-2'],
      ['registrarSerie', { sesionId: id, serieId: pullUp(0), repeticiones: 10, peso: 0 }, 'offline-set-3'],
      ['finalizarSesion', { id, nota: 'Me costó la segunda' }, 'offline-end-1'],
    ];
    const first = [];
    for (const [url, body, key] of batch) first.push(await ok(await post(ana, url, body, key)));
    expect(first[0]).toEqual({ id });
    expect(first[1]).toEqual({ ok: true, sesionId: id, serieId: squat(0), records: [] });
    const events = await eventCount();

    // The connection dropped before the answers arrived: the queue sends everything again.
    const again = [];
    for (const [url, body, key] of batch) again.push(await ok(await post(ana, url, body, key)));
    expect(again).toEqual(first);
    expect(await eventCount()).toBe(events);

    const session = await ok(await get(ana, `sesiones/${id}`));
    expect(session).toMatchObject({ id, clerk_user_id: ana.userId, socio: 'Ana Pérez', estado: 'finalizada', nota: 'Me costó la segunda', fecha: '2026-11-16', series_registradas: 3, series_planificadas: 5, volumen: 960 });
    expect(session.ejercicios.map((e: { nombre: string }) => e.nombre)).toEqual(['Sentadilla', 'Dominadas']);
    expect(session.ejercicios[0].series[0]).toMatchObject({ serie_id: squat(0), numero: 1, planificado: { repeticiones: '8', peso: 60 }, registrado: { repeticiones: 8, peso: 60, segundos: null, hecha: true } });
    expect(session.ejercicios[0].series[2].registrado).toBeNull();
  });

  it('starting the same client id again answers the same session; a server-made id when none is sent', async () => {
    const before = await eventCount('WorkoutSessionStarted');
    expect(await ok(await post(ana, 'iniciarSesion', { id: uuid(1), planificacionId: plan.planId, diaId: plan.dayId }))).toEqual({ id: uuid(1) });
    expect(await eventCount('WorkoutSessionStarted')).toBe(before);
    const made = await ok(await post(ana, 'iniciarSesion', { planificacionId: plan.planId, diaId: plan.dayId }));
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
    const clash = await post(ana, 'iniciarSesion', { id: uuid(1), planificacionId: plan.planId, diaId: plan.dayId + 999 });
    expect(clash.statusCode).toBe(404);
    expect(clash.json().code).toBe('DAY_NOT_FOUND');
  });

  it('accepts sets arriving out of order, after the session finished, and counts them', async () => {
    const id = uuid(2);
    t.clock.advance(10 * 60_000);
    await ok(await post(ana, 'iniciarSesion', { id, planificacionId: plan.planId, diaId: plan.dayId }));
    await ok(await post(ana, 'registrarSerie', { sesionId: id, serieId: squat(2), repeticiones: 6, peso: 60 }));
    await ok(await post(ana, 'finalizarSesion', { id }));
    await ok(await post(ana, 'registrarSerie', { sesionId: id, serieId: squat(0), repeticiones: 8, peso: 57.5 }, 'offline-late-1'));
    const session = await ok(await get(ana, `sesiones/${id}`));
    expect(session).toMatchObject({ estado: 'finalizada', series_registradas: 2 });
    expect(session.ejercicios[0].series.map((s: { registrado: { peso: number } | null }) => s.registrado?.peso ?? null)).toEqual([57.5, null, 60]);
  });

  it('a set logged twice is a correction: the latest values, one row', async () => {
    const id = uuid(3);
    t.clock.advance(10 * 60_000);
    await ok(await post(ana, 'iniciarSesion', { id, planificacionId: plan.planId, diaId: plan.dayId }));
    await ok(await post(ana, 'registrarSerie', { sesionId: id, serieId: squat(0), repeticiones: 8, peso: 60 }, 'offline-twice-a'));
    await ok(await post(ana, 'registrarSerie', { sesionId: id, serieId: squat(0), repeticiones: 7, peso: 52.25, hecha: true }, 'offline-twice-b'));
    const session = await ok(await get(ana, `sesiones/${id}`));
    expect(session.series_registradas).toBe(1);
    expect(session.ejercicios[0].series[0].registrado).toMatchObject({ repeticiones: 7, peso: 52.25 });
    const rows = await t.db.handle.db.selectFrom('workout_sets').selectAll().where('session_id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses another member\'s session (no IDOR) and plans not assigned, writing nothing', async () => {
    const id = uuid(1);
    const before = await eventCount();
    const tries = [
      await post(beto, 'registrarSerie', { sesionId: id, serieId: squat(2), repeticiones: 1, peso: 200 }),
      await post(beto, 'finalizarSesion', { id, nota: 'x' }),
      await get(beto, `sesiones/${id}`),
    ];
    for (const res of tries) expect(res.json()).toMatchObject({ status: 403, code: 'NOT_YOUR_WORKOUT', detail: 'Esa sesión de entrenamiento es de otra persona.' });
    const history = await post(beto, 'getHistorialEjercicio', { nombre: 'Sentadilla', clerkUserId: ana.userId });
    expect(history.json()).toMatchObject({ status: 403, code: 'NOT_YOUR_DATA' });
    const notMine = await post(beto, 'iniciarSesion', { planificacionId: plan.planId, diaId: plan.dayId });
    expect(notMine.json()).toMatchObject({ status: 403, code: 'PLAN_NOT_ASSIGNED', detail: 'Esta planificación no está asignada a ti.' });
    const prefill = await get(beto, `ultimaVez?planificacionId=${plan.planId}&diaId=${plan.dayId}`);
    expect(prefill.json().code).toBe('PLAN_NOT_ASSIGNED');
    // Someone else's start under the same id is a clash, not a takeover.
    await assignTrainingPlan(t, admin.token, plan.planId, beto.userId);
    const takeover = await post(beto, 'iniciarSesion', { id, planificacionId: plan.planId, diaId: plan.dayId });
    expect(takeover.json()).toMatchObject({ status: 409, code: 'WORKOUT_SESSION_EXISTS' });
    for (const url of ['sesionesRecientes', `socios/${ana.userId}/sesiones`, `socios/${ana.userId}/records`, `socios/${ana.userId}/cumplimiento`]) {
      expect((await get(beto, url)).json().code, url).toBe('STAFF_ONLY');
    }
    expect((await post(beto, 'comentarSesion', { id, texto: 'hola' })).json().code).toBe('STAFF_ONLY');
    expect(await eventCount()).toBe(before);
    expect((await ok(await get(beto, 'sesiones'))).map((s: { id: string }) => s.id)).not.toContain(id);
  });

  it('an unknown session, a set of another day and bad input are refused in Spanish', async () => {
    const none = await post(ana, 'registrarSerie', { sesionId: uuid(99), serieId: squat(0), repeticiones: 8, peso: 60 });
    expect(none.json()).toMatchObject({ status: 404, code: 'WORKOUT_SESSION_NOT_FOUND', detail: 'No encontramos esa sesión de entrenamiento.' });
    const other = await post(ana, 'registrarSerie', { sesionId: uuid(1), serieId: 999_999, repeticiones: 8, peso: 60 });
    expect(other.json()).toMatchObject({ status: 404, code: 'WORKOUT_SET_NOT_IN_SESSION' });
    for (const body of [{ sesionId: 'nope', serieId: 1, repeticiones: 8, peso: 60 }, { sesionId: uuid(1), serieId: squat(0), repeticiones: -1, peso: 60 }, { sesionId: uuid(1), serieId: squat(0), repeticiones: 8, peso: 5000 }]) {
      const res = await post(ana, 'registrarSerie', body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('detects records as they are beaten, answers them and keeps history and bests', async () => {
    // Earlier sessions hold 60 × 8 (and 52.25 × 7 corrected), Dominadas 10 at bodyweight.
    const id = uuid(4);
    t.clock.advance(10 * 60_000);
    await ok(await post(ana, 'iniciarSesion', { id, planificacionId: plan.planId, diaId: plan.dayId }));
    const heavier = await ok(await post(ana, 'registrarSerie', { sesionId: id, serieId: squat(0), repeticiones: 8, peso: 62.5 }));
    expect(heavier.records).toEqual([
      { tipo: 'peso_maximo', ejercicio: 'Sentadilla', valor: 62.5, anterior: 60, peso: 62.5, repeticiones: 8 },
      { tipo: 'e1rm', ejercicio: 'Sentadilla', valor: 79.2, anterior: 76, peso: 62.5, repeticiones: 8 },
    ]);
    const moreReps = await ok(await post(ana, 'registrarSerie', { sesionId: id, serieId: pullUp(0), repeticiones: 12, peso: 0 }));
    expect(moreReps.records).toEqual([{ tipo: 'repeticiones', ejercicio: 'Dominadas', valor: 12, anterior: 10, peso: 0, repeticiones: 12 }]);
    const same = await ok(await post(ana, 'registrarSerie', { sesionId: id, serieId: squat(1), repeticiones: 8, peso: 62.5 }));
    expect(same.records).toEqual([]);

    const session = await ok(await get(ana, `sesiones/${id}`));
    // Three records, on two exercises: a session counts each exercise once.
    expect(session.records).toBe(2);
    expect(session.ejercicios[0].series[0].registrado.records).toEqual(['peso_maximo', 'e1rm']);

    const records = await ok(await get(ana, 'records'));
    expect(records.map((r: { nombre: string }) => r.nombre)).toEqual(['Dominadas', 'Sentadilla']);
    expect(records[1]).toMatchObject({ peso_maximo: { peso: 62.5, repeticiones: 8, sesion_id: id }, e1rm: { valor: 79.2, peso: 62.5 } });
    expect(records[0].repeticiones_por_peso).toEqual([{ peso: 0, repeticiones: 12, fecha: '2026-11-16', sesion_id: id }]);

    const history = await ok(await post(ana, 'getHistorialEjercicio', { nombre: '  sentadilla ' }));
    expect(history.nombre).toBe('Sentadilla');
    expect(history.series).toHaveLength(7);
    expect(history.series[0]).toMatchObject({ fecha: '2026-11-16', repeticiones: 8, peso: 60, volumen: 480, e1rm: 76 });
    expect(history.por_sesion.find((d: { sesion_id: string }) => d.sesion_id === id)).toEqual({ fecha: '2026-11-16', sesion_id: id, peso_maximo: 62.5, volumen: 1000, e1rm: 79.2 });
    expect(history.records.peso_maximo.peso).toBe(62.5);
  });

  it('prefills a day with the member\'s last sets of each exercise', async () => {
    const last = await ok(await get(ana, `ultimaVez?planificacionId=${plan.planId}&diaId=${plan.dayId}`));
    expect(last).toEqual([
      { ejercicio_id: expect.any(Number), nombre: 'Sentadilla', fecha: '2026-11-16', sesion_id: uuid(4), series: [{ numero: 1, repeticiones: 8, peso: 62.5, segundos: null }, { numero: 2, repeticiones: 8, peso: 62.5, segundos: null }] },
      { ejercicio_id: expect.any(Number), nombre: 'Dominadas', fecha: '2026-11-16', sesion_id: uuid(4), series: [{ numero: 1, repeticiones: 12, peso: 0, segundos: null }] },
    ]);
    // Logging the fourth session itself: its own sets are not its last time; an earlier session is.
    const whileLogging = await ok(await get(ana, `ultimaVez?planificacionId=${plan.planId}&diaId=${plan.dayId}&excluirSesion=${uuid(4).toUpperCase()}`));
    expect(whileLogging.map((e: { sesion_id: string | null }) => e.sesion_id)).not.toContain(uuid(4));
    expect(whileLogging[0].sesion_id).not.toBeNull();
    expect(whileLogging[1].sesion_id).not.toBeNull();
    expect(whileLogging[0].series).not.toEqual(last[0].series);
    expect((await get(ana, `ultimaVez?planificacionId=${plan.planId}&diaId=${plan.dayId}&excluirSesion=nope`)).statusCode).toBe(400);
  });

  it('the coach sees each member\'s sessions, weekly compliance and records, and comments; the member reads it', async () => {
    const recent = await ok(await get(coach, 'sesionesRecientes?limite=50'));
    expect(recent.every((s: { clerk_user_id: string }) => s.clerk_user_id === ana.userId)).toBe(true);
    const hers = await ok(await get(coach, `socios/${ana.userId}/sesiones`));
    expect(hers.map((s: { id: string }) => s.id)).toContain(uuid(4));
    const compliance = await ok(await get(coach, `socios/${ana.userId}/cumplimiento?semanas=2`));
    // One day a week planned; four sessions with sets this week (one started without sets does not count). Ana signed
    // up this Monday: the week before is not hers to have missed, so it is left out rather than shown at 0 %.
    expect(compliance).toEqual({
      clerk_user_id: ana.userId,
      semanas: [{ desde: '2026-11-16', hasta: '2026-11-22', planificados: 1, realizados: 4, porcentaje: 100 }],
    });
    expect((await ok(await get(coach, `socios/${ana.userId}/records`))).map((r: { nombre: string }) => r.nombre)).toEqual(['Dominadas', 'Sentadilla']);

    const comment = await ok(await post(coach, 'comentarSesion', { id: uuid(4), texto: '  ¡Muy bien esa sentadilla! ' }));
    expect(comment).toMatchObject({ ok: true, id: uuid(4), comentarioId: expect.any(String) });
    const seen = await ok(await get(ana, `sesiones/${uuid(4)}`));
    expect(seen.comentarios).toBe(1);
    expect(seen.lista_comentarios).toEqual([{ id: comment.comentarioId, autor_id: coach.userId, autor: 'Profe Gómez', texto: '¡Muy bien esa sentadilla!', fecha: '2026-11-16T21:30:00.000Z', leido: false }]);
    expect((await ok(await get(admin, `sesiones/${uuid(4)}`))).id).toBe(uuid(4));
    for (const url of ['socios/user_nadie/sesiones', 'socios/user_nadie/cumplimiento', 'socios/user_nadie/records']) {
      expect((await get(coach, url)).json(), url).toMatchObject({ status: 404, code: 'MEMBER_NOT_FOUND' });
    }
    expect((await post(coach, 'getHistorialEjercicio', { nombre: 'Sentadilla', clerkUserId: ana.userId })).json().series).toHaveLength(7);
    const missing = await post(coach, 'comentarSesion', { id: uuid(98), texto: 'hola' });
    expect(missing.json().code).toBe('WORKOUT_SESSION_NOT_FOUND');
  });

  it('deleting the account forgets the member\'s sessions, sets and their comments', async () => {
    const dora = await t.signUp({ firstName: 'Dora' });
    await assignTrainingPlan(t, admin.token, plan.planId, dora.userId);
    const id = uuid(50);
    await ok(await post(dora, 'iniciarSesion', { id, planificacionId: plan.planId, diaId: plan.dayId }));
    await ok(await post(dora, 'registrarSerie', { sesionId: id, serieId: squat(0), repeticiones: 5, peso: 40 }));
    await ok(await post(coach, 'comentarSesion', { id, texto: 'Bien' }));
    const gone = await t.as(dora.token, { method: 'POST', url: '/api/auth/delete-account', payload: { confirmacion: 'Eliminar cuenta' } });
    expect(gone.statusCode, gone.body).toBe(204);
    for (const table of ['workout_sessions', 'workout_sets', 'workout_comments'] as const) {
      expect(await t.db.handle.db.selectFrom(table).selectAll().where('user_id', '=', dora.userId).execute(), table).toEqual([]);
    }
    expect((await get(coach, `sesiones/${id}`)).json().code).toBe('WORKOUT_SESSION_NOT_FOUND');
  });

  it('a plan given through a group is trainable too', async () => {
    const carla = await t.signUp({ firstName: 'Carla' });
    await assignTrainingPlan(t, admin.token, (await createTrainingDay(t, admin.token, 'Otra')).planId, carla.userId);
    const group = (await t.as(admin.token, { method: 'POST', url: '/api/user/addGrupo', payload: { nombre: 'Mañana' } })).json();
    await t.as(admin.token, { method: 'POST', url: '/api/user/addUsersToGrupo', payload: { grupoId: group.id, userIds: [carla.userId] } });
    await t.as(admin.token, { method: 'POST', url: '/api/user/addPlanificacionesToGrupo', payload: { grupoId: group.id, planificacionIds: [plan.planId] } });
    expect((await ok(await post(carla, 'iniciarSesion', { planificacionId: plan.planId, diaId: plan.dayId }))).id).toBeTruthy();
  });
});
