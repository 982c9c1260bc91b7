import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { assignTrainingPlan, createTrainingDay, type TrainingDay } from '../support/workout-fixture';

const P = '/api/planificaciones';
const E = '/api/entrenamientos';
type Person = { token: string; userId: string };
const SID = '00000000-0000-4000-8000-000000000077';

describe('prescriptions: RPE or RIR, tempo and % of the training max, and the maxes themselves', () => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let ana: Person;
  let plan: TrainingDay;

  const call = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.as(who.token, { method, url, ...(payload ? { payload } : {}) });
  const ok = async (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const eventCount = async () => Number((await t.db.handle.db.selectFrom('es_events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const squat = (i: number) => plan.sets['Sentadilla']![i]!;
  const firstSquat = async () => (await ok(await call(coach, 'POST', `${P}/getPlanificacionById`, { id: plan.planId }))).semanas[0].dias[0].bloques[0].ejercicios[0].series[0];

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T18:00:00-03:00' });
    admin = await t.signUp({ firstName: 'Dueña' });
    coach = await t.signUp({ firstName: 'Profe' });
    await ok(await call(admin, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }));
    ana = await t.signUp({ firstName: 'Ana' });
    plan = await createTrainingDay(t, coach.token);
    await assignTrainingPlan(t, admin.token, plan.planId, ana.userId);
  });
  afterAll(() => t.close());

  it('a coach prescribes RPE, tempo and a percentage on a set, and the plan serves them', async () => {
    await ok(await call(coach, 'PUT', `${P}/updateSerie`, { id: squat(0), numero: 1, repeticiones: '5', peso: 0, rpe: '8,5', tempo: '3-1-x-0', porcentaje: 75 }));
    expect(await firstSquat()).toEqual({ id: squat(0), numero: 1, repeticiones: '5', peso: 0, ejercicio_id: expect.any(Number), rpe: 8.5, tempo: '3-1-X-0', porcentaje: 75 });
  });

  it('refuses bad prescriptions in Spanish with their codes, writing nothing', async () => {
    const before = await eventCount();
    const bad: [object, string][] = [[{ rpe: 11 }, 'INVALID_RPE'], [{ rir: 12 }, 'INVALID_RIR'], [{ porcentaje: 151 }, 'INVALID_PERCENT'], [{ tempo: '3-1-1' }, 'INVALID_TEMPO']];
    for (const [fields, code] of bad) {
      const res = await call(coach, 'PUT', `${P}/updateSerie`, { id: squat(0), numero: 1, repeticiones: '5', peso: 0, ...fields });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code, detail: expect.stringMatching(/tiene|tienen/) });
    }
    const grid = await call(coach, 'PUT', `${P}/updateSeriesEjercicio`, { id: (await firstSquat()).ejercicio_id, series: [{ id: squat(0), repeticiones: '5', peso: 0, porcentaje: 0 }] });
    expect(grid.json()).toMatchObject({ code: 'INVALID_PERCENT' });
    expect(await eventCount()).toBe(before);
    expect(await firstSquat()).toMatchObject({ rpe: 8.5, porcentaje: 75 });
  });

  it('the member logs her RPE; the session keeps the prescription, and her records propose a max a coach confirms', async () => {
    await ok(await call(ana, 'POST', `${E}/iniciarSesion`, { id: SID, planificacionId: plan.planId, diaId: plan.dayId }));
    await ok(await call(ana, 'POST', `${E}/registrarSerie`, { sesionId: SID, serieId: squat(0), repeticiones: 5, peso: 100, rpe: 9 }));
    const wrong = await call(ana, 'POST', `${E}/registrarSerie`, { sesionId: SID, serieId: squat(1), repeticiones: 5, peso: 100, rir: 11 });
    expect(wrong.json()).toMatchObject({ status: 400, code: 'INVALID_RIR' });
    const serie = (await ok(await call(ana, 'GET', `${E}/sesiones/${SID}`))).ejercicios[0].series[0];
    expect(serie.planificado).toMatchObject({ rpe: 8.5, tempo: '3-1-X-0', porcentaje: 75 });
    expect(serie.registrado).toMatchObject({ repeticiones: 5, peso: 100, rpe: 9 });

    // Epley: 100 × (1 + 5/30) = 116,7 → proposed 116,5; the member sees none until a coach confirms it.
    expect(await ok(await call(ana, 'GET', `${E}/maximos`))).toEqual({ incremento_disco: 2.5, maximos: [], propuestas: [{ ejercicio: 'Sentadilla', e1rm: 116.7, kg: 116.5 }] });
    const confirmed = await ok(await call(coach, 'POST', `${E}/socios/${ana.userId}/maximos/confirmar`, { ejercicio: 'sentadilla' }));
    expect(confirmed).toMatchObject({ maximos: [{ ejercicio: 'Sentadilla', kg: 116.5, origen: 'e1rm' }], propuestas: [] });
    const none = await call(coach, 'POST', `${E}/socios/${ana.userId}/maximos/confirmar`, { ejercicio: 'Peso muerto' });
    expect(none.json()).toMatchObject({ status: 409, code: 'TRAINING_MAX_NO_RECORD' });
  });

  it('a coach sets a max, an admin the plate increment; members reach neither, nor another member\'s maxes', async () => {
    const set = await ok(await call(coach, 'PUT', `${E}/socios/${ana.userId}/maximos`, { ejercicio: 'Sentadilla', kg: '120' }));
    expect(set.maximos).toEqual([{ ejercicio: 'Sentadilla', kg: 120, origen: 'profesor', fecha: '2026-11-16T21:00:00.000Z' }]);
    expect((await call(coach, 'PUT', `${E}/socios/${ana.userId}/maximos`, { ejercicio: 'Sentadilla', kg: 120.1 })).json()).toMatchObject({ code: 'INVALID_TRAINING_MAX' });
    expect((await call(ana, 'PUT', `${E}/socios/${ana.userId}/maximos`, { ejercicio: 'Sentadilla', kg: 200 })).statusCode).toBe(403);
    expect((await call(ana, 'GET', `${E}/socios/${coach.userId}/maximos`)).statusCode).toBe(403);
    expect((await call(coach, 'PUT', `${E}/incrementoDisco`, { kg: 5 })).statusCode).toBe(403);
    expect((await call(admin, 'PUT', `${E}/incrementoDisco`, { kg: 3 })).json()).toMatchObject({ code: 'INVALID_PLATE_INCREMENT' });
    expect(await ok(await call(admin, 'PUT', `${E}/incrementoDisco`, { kg: '1,25' }))).toEqual({ incremento_disco: 1.25 });
    expect((await ok(await call(ana, 'GET', `${E}/maximos`))).incremento_disco).toBe(1.25);
  });
});
