import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { assignTrainingPlan, createTrainingDay, type TrainingDay } from '../support/workout-fixture';

const E = '/api/entrenamientos';
type Person = { token: string; userId: string };
const SESSION = '00000000-0000-4000-8000-000000000101';

/**
 * GET ultimaVezPlanificaciones: the last-time prefill of every day the member may train, in one answer, so the app
 * can keep it for days never opened with signal. The caller's own sets only.
 */
describe('last time for every day of the member\'s plans', () => {
  let t: TestApp;
  let ana: Person;
  let beto: Person;
  let carla: Person;
  let fuerza: TrainingDay;
  let tiron: TrainingDay;
  const get = (who: Person, url: string) => t.as(who.token, { method: 'GET', url: `${E}/${url}` });
  const post = (who: Person, url: string, payload: object) => t.as(who.token, { method: 'POST', url: `${E}/${url}`, payload });
  const ok = async (res: Awaited<ReturnType<typeof get>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T18:00:00-03:00' });
    const admin = await t.signUp({ firstName: 'Dueña' });
    ana = await t.signUp({ firstName: 'Ana' });
    beto = await t.signUp({ firstName: 'Beto' });
    carla = await t.signUp({ firstName: 'Carla' });
    fuerza = await createTrainingDay(t, admin.token, 'Fuerza');
    tiron = await createTrainingDay(t, admin.token, 'Tirón');
    await assignTrainingPlan(t, admin.token, fuerza.planId, ana.userId);
    await assignTrainingPlan(t, admin.token, tiron.planId, ana.userId);
    await assignTrainingPlan(t, admin.token, (await createTrainingDay(t, admin.token, 'De Beto')).planId, beto.userId);
    // Carla has the plan but no package: she can train no day.
    const assigned = await t.as(admin.token, { method: 'POST', url: '/api/planificaciones/assignPlanificacionToUser', payload: { clerkUserId: carla.userId, planificacionId: fuerza.planId } });
    if (assigned.statusCode !== 200) throw new Error(`assign: ${assigned.statusCode} ${assigned.body}`);

    // Ana trains Fuerza's day once: two sets of Sentadilla at 62.5 kg.
    await ok(await post(ana, 'iniciarSesion', { id: SESSION, planificacionId: fuerza.planId, diaId: fuerza.dayId }));
    for (const serieId of fuerza.sets['Sentadilla']!.slice(0, 2)) await ok(await post(ana, 'registrarSerie', { sesionId: SESSION, serieId, repeticiones: 8, peso: 62.5 }));
  });
  afterAll(() => t.close());

  it('answers every day of every plan, each as the per-day prefill answers it (exercises match by name across plans)', async () => {
    const all = await ok(await get(ana, 'ultimaVezPlanificaciones'));
    expect(all.map((d: { planificacion_id: number; dia_id: number }) => [d.planificacion_id, d.dia_id]).sort()).toEqual(
      [[fuerza.planId, fuerza.dayId], [tiron.planId, tiron.dayId]].sort(),
    );
    for (const day of [fuerza, tiron]) {
      const perDay = await ok(await get(ana, `ultimaVez?planificacionId=${day.planId}&diaId=${day.dayId}`));
      expect(all.find((d: { dia_id: number }) => d.dia_id === day.dayId).ejercicios).toEqual(perDay);
    }
    const squatOnTiron = all.find((d: { dia_id: number }) => d.dia_id === tiron.dayId).ejercicios[0];
    expect(squatOnTiron).toMatchObject({ nombre: 'Sentadilla', fecha: '2026-11-16', sesion_id: SESSION });
    expect(squatOnTiron.series).toEqual([
      { numero: 1, repeticiones: 8, peso: 62.5, segundos: null },
      { numero: 2, repeticiones: 8, peso: 62.5, segundos: null },
    ]);
  });

  it('is the caller\'s own: another member sees only their plan and none of Ana\'s sets; without a package, nothing', async () => {
    const betos = await ok(await get(beto, 'ultimaVezPlanificaciones'));
    expect(betos).toHaveLength(1);
    expect(betos[0].ejercicios.every((e: { sesion_id: string | null; series: unknown[] }) => e.sesion_id === null && e.series.length === 0)).toBe(true);
    expect(await ok(await get(carla, 'ultimaVezPlanificaciones'))).toEqual([]);
  });

  it('names no one: a member id in the query is ignored (still the caller\'s own), and a session is needed', async () => {
    const own = await ok(await get(beto, 'ultimaVezPlanificaciones'));
    expect(await ok(await get(beto, `ultimaVezPlanificaciones?clerkUserId=${ana.userId}`))).toEqual(own);
    const anonymous = await t.as(undefined, { method: 'GET', url: `${E}/ultimaVezPlanificaciones` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
