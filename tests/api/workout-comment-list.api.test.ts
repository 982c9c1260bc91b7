import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { assignTrainingPlan, createTrainingDay } from '../support/workout-fixture';

const E = '/api/entrenamientos';
type Person = { token: string; userId: string };
const ANAS = '00000000-0000-4000-8000-000000000201';
const BETOS = '00000000-0000-4000-8000-000000000202';
const ANAS_NEXT = '00000000-0000-4000-8000-000000000203';

/** The member's stored list of their coach's comments ("Mis entrenamientos"), how many are new, and reading a session's comments. */
describe('the coach\'s comments, kept for the member', () => {
  let t: TestApp;
  let coach: Person;
  let ana: Person;
  let beto: Person;
  const post = (who: Person, url: string, payload: object, key?: string) =>
    t.as(who.token, { method: 'POST', url: `${E}/${url}`, payload, headers: key ? { 'idempotency-key': key } : {} });
  const get = (who: Person, url: string) => t.as(who.token, { method: 'GET', url: `${E}/${url}` });
  const newOf = async (who: Person, query = '') => (await ok(await get(who, `comentariosNuevos${query}`))).nuevos as number;
  const ok = async (res: Awaited<ReturnType<typeof get>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const readEvents = async () =>
    Number((await t.db.handle.db.selectFrom('es_events').select((eb) => eb.fn.countAll<string>().as('n')).where('event_type', '=', 'WorkoutCommentsRead').executeTakeFirstOrThrow()).n);
  const comment = async (sesion: string, texto: string) => {
    t.clock.advance(60_000);
    return (await ok(await post(coach, 'comentarSesion', { id: sesion, texto }))).comentarioId as string;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T18:00:00-03:00' });
    const admin = await t.signUp({ firstName: 'Dueña' });
    coach = await t.signUp({ firstName: 'Profe', lastName: 'Gómez' });
    ana = await t.signUp({ firstName: 'Ana' });
    beto = await t.signUp({ firstName: 'Beto' });
    await ok(await t.as(admin.token, { method: 'POST', url: '/api/user/setRole', payload: { clerkUserId: coach.userId, role: 'coach' } }));
    const plan = await createTrainingDay(t, coach.token, 'Fuerza');
    await assignTrainingPlan(t, admin.token, plan.planId, ana.userId);
    await assignTrainingPlan(t, admin.token, plan.planId, beto.userId);
    await ok(await post(ana, 'iniciarSesion', { id: ANAS, planificacionId: plan.planId, diaId: plan.dayId }));
    await ok(await post(beto, 'iniciarSesion', { id: BETOS, planificacionId: plan.planId, diaId: plan.dayId }));
  });
  afterAll(() => t.close());

  it('lists the member\'s own comments, newest first, with the session, the date and the coach\'s name, new until read', async () => {
    expect(await newOf(ana)).toBe(0);
    const first = await comment(ANAS, 'Buena técnica.');
    const second = await comment(ANAS, 'Sube 2,5 kg la próxima.');
    await comment(BETOS, 'Hola Beto.');

    const anas = await ok(await get(ana, 'comentarios'));
    expect(anas).toEqual([
      { id: second, autor_id: coach.userId, autor: 'Profe Gómez', texto: 'Sube 2,5 kg la próxima.', fecha: '2026-11-16T21:02:00.000Z', leido: false, sesion_id: ANAS, planificacion: 'Fuerza', dia: 'Día 1', fecha_sesion: '2026-11-16' },
      { id: first, autor_id: coach.userId, autor: 'Profe Gómez', texto: 'Buena técnica.', fecha: '2026-11-16T21:01:00.000Z', leido: false, sesion_id: ANAS, planificacion: 'Fuerza', dia: 'Día 1', fecha_sesion: '2026-11-16' },
    ]);
    expect((await ok(await get(beto, 'comentarios'))).map((c: { texto: string }) => c.texto)).toEqual(['Hola Beto.']);
    expect(await ok(await get(ana, 'comentarios?limite=1'))).toHaveLength(1);
  });

  it('counts the caller\'s own new comments only (the nav\'s badge): the route names no one, so no one sees another\'s', async () => {
    expect([await newOf(ana), await newOf(beto), await newOf(coach)]).toEqual([2, 1, 0]);
    // A query naming Ana is no way in: Beto still gets his own.
    expect(await newOf(beto, `?clerkUserId=${ana.userId}`)).toBe(1);
    expect((await t.as(undefined, { method: 'GET', url: `${E}/comentariosNuevos` })).statusCode).toBe(401);
  });

  it('only the session\'s member reads its comments as read (not another member, not the coach)', async () => {
    for (const who of [beto, coach]) {
      const res = await post(who, 'leerComentarios', { id: ANAS });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'NOT_YOUR_WORKOUT', detail: 'Esa sesión de entrenamiento es de otra persona.' });
    }
    expect(await readEvents()).toBe(0);
    expect((await ok(await get(ana, 'comentarios'))).every((c: { leido: boolean }) => !c.leido)).toBe(true);
  });

  it('reading marks them read once (a second read, or a replay with its key, is nothing new); a later comment is new', async () => {
    const key = '7d1f6a2e-2c57-4f0e-9b43-5a8c1d2e3f40';
    expect(await ok(await post(ana, 'leerComentarios', { id: ANAS.toUpperCase() }, key))).toEqual({ ok: true, id: ANAS, leidos: 2 });
    expect(await ok(await post(ana, 'leerComentarios', { id: ANAS.toUpperCase() }, key))).toEqual({ ok: true, id: ANAS, leidos: 2 });
    expect(await ok(await post(ana, 'leerComentarios', { id: ANAS }))).toEqual({ ok: true, id: ANAS, leidos: 0 });
    expect(await readEvents()).toBe(1);
    expect((await ok(await get(ana, 'comentarios'))).map((c: { leido: boolean }) => c.leido)).toEqual([true, true]);
    expect((await ok(await get(ana, `sesiones/${ANAS}`))).lista_comentarios.map((c: { leido: boolean }) => c.leido)).toEqual([true, true]);
    // Beto's stay new.
    expect((await ok(await get(beto, 'comentarios')))[0].leido).toBe(false);

    expect([await newOf(ana), await newOf(beto)]).toEqual([0, 1]);

    await comment(ANAS, '¿Cómo va la rodilla?');
    expect((await ok(await get(ana, 'comentarios'))).map((c: { leido: boolean }) => c.leido)).toEqual([false, true, true]);
    expect(await newOf(ana)).toBe(1);
  });

  it('counts new comments across the member\'s sessions, and reading one session leaves the other\'s new', async () => {
    const plan = await ok(await get(ana, `sesiones/${ANAS}`));
    await ok(await post(ana, 'iniciarSesion', { id: ANAS_NEXT, planificacionId: plan.planificacion_id, diaId: plan.dia_id }));
    await comment(ANAS_NEXT, 'Bien ahí.');
    await comment(ANAS_NEXT, 'Mañana, movilidad.');
    expect(await newOf(ana)).toBe(3);
    await ok(await post(ana, 'leerComentarios', { id: ANAS_NEXT }));
    expect([await newOf(ana), await newOf(beto)]).toEqual([1, 1]);
  });

  it('bad input and unknown sessions are refused in Spanish', async () => {
    for (const [payload, status, code] of [
      [{ id: 'nope' }, 400, 'VALIDATION_ERROR'],
      [{}, 400, 'VALIDATION_ERROR'],
      [{ id: '00000000-0000-4000-8000-000000000999' }, 404, 'WORKOUT_SESSION_NOT_FOUND'],
    ] as const) {
      const res = await post(ana, 'leerComentarios', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().code).toBe(code);
      expect(res.json().detail).not.toMatch(/\b(must|should|property|required)\b/i);
    }
    expect((await post(ana, 'leerComentarios', { id: '00000000-0000-4000-8000-000000000999' })).json().detail).toBe('No encontramos esa sesión de entrenamiento.');
    for (const query of ['limite=0', 'limite=abc']) expect((await get(ana, `comentarios?${query}`)).statusCode, query).toBe(400);
  });
});
