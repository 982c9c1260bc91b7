import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { assignTrainingPlan, createTrainingDay } from '../support/workout-fixture';

const E = '/api/entrenamientos';
type Person = { token: string; userId: string };
const ANAS = '00000000-0000-4000-8000-000000000301';
const ANAS_OTHER = '00000000-0000-4000-8000-000000000302';
const BETOS = '00000000-0000-4000-8000-000000000303';

/** GET comentariosNuevos: the nav's badge, how many of the coach's comments on the caller's own sessions are new. */
describe('the count of the member\'s new coach comments', () => {
  let t: TestApp;
  let coach: Person;
  let ana: Person;
  let beto: Person;
  const post = (who: Person, url: string, payload: object) => t.as(who.token, { method: 'POST', url: `${E}/${url}`, payload });
  const newOf = async (who: Person, query = '') => {
    const res = await t.as(who.token, { method: 'GET', url: `${E}/comentariosNuevos${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ok = async (res: Awaited<ReturnType<typeof post>>) => expect(res.statusCode, res.body).toBe(200);
  const comment = async (sesion: string, texto: string) => {
    t.clock.advance(60_000);
    await ok(await post(coach, 'comentarSesion', { id: sesion, texto }));
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
    t.clock.advance(24 * 60 * 60_000);
    await ok(await post(ana, 'iniciarSesion', { id: ANAS_OTHER, planificacionId: plan.planId, diaId: plan.dayId }));
  });
  afterAll(() => t.close());

  it('is zero before any comment', async () => {
    expect(await newOf(ana)).toEqual({ nuevos: 0 });
  });

  it('counts only the caller\'s own new comments: another member\'s never show, whatever the query says', async () => {
    await comment(ANAS, 'Buena técnica.');
    await comment(ANAS, 'Sube 2,5 kg la próxima.');
    await comment(ANAS_OTHER, 'Bien ahí.');
    await comment(BETOS, 'Hola Beto.');
    expect(await newOf(ana)).toEqual({ nuevos: 3 });
    expect(await newOf(beto)).toEqual({ nuevos: 1 });
    // The route names no one: a query naming Ana is ignored, Beto still gets only his own.
    expect(await newOf(beto, `?clerkUserId=${ana.userId}`)).toEqual({ nuevos: 1 });
    // The coach is no session's member: nothing is theirs to read.
    expect(await newOf(coach)).toEqual({ nuevos: 0 });
  });

  it('drops by a session\'s comments when the member reads them, and rises with the next comment', async () => {
    await ok(await post(ana, 'leerComentarios', { id: ANAS }));
    expect(await newOf(ana)).toEqual({ nuevos: 1 });
    expect(await newOf(beto)).toEqual({ nuevos: 1 });
    await comment(ANAS, '¿Cómo va la rodilla?');
    expect(await newOf(ana)).toEqual({ nuevos: 2 });
  });

  it('needs a session', async () => {
    const res = await t.as(undefined, { method: 'GET', url: `${E}/comentariosNuevos` });
    expect(res.statusCode).toBe(401);
  });
});
