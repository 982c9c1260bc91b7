import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { assignTrainingPlan, createTrainingDay, type TrainingDay } from '../support/workout-fixture';

const E = '/api/entrenamientos';
const P = '/api/planificaciones';
type Person = { token: string; userId: string };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('Entrenar hoy: the day of each plan the member is at', () => {
  let t: TestApp;
  let admin: Person;
  let ana: Person;
  let plan: TrainingDay;
  let dayB: number;

  const edit = async (route: string, payload: object) => {
    const res = await t.as(admin.token, { method: 'POST', url: `${P}/${route}`, payload });
    if (res.statusCode >= 300) throw new Error(`${route}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const today = async (who: Person = ana) => {
    const res = await t.as(who.token, { method: 'GET', url: `${E}/entrenarHoy` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Promise<{ planificacion_id: number; planificacion: string; semana: string; dia_id: number; dia: string; sesion_id: string | null }[]>;
  };
  const command = async (url: string, payload: object) => {
    const res = await t.as(ana.token, { method: 'POST', url: `${E}/${url}`, payload });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ firstName: 'Dueña' });
    ana = await t.signUp({ firstName: 'Ana' });
    plan = await createTrainingDay(t, admin.token);
    // A second day with sets, and a third one still empty (it cannot be trained).
    dayB = (await edit('addDia', { dia: { semana_id: plan.weekId } })).id;
    const block = (await edit('addBloque', { nombre: 'Principal', descanso: 60, dia_id: dayB })).id;
    await edit('addEjercicio', { nombre: 'Remo', bloque_id: block, series: 3 });
    await edit('addDia', { dia: { semana_id: plan.weekId } });
    await assignTrainingPlan(t, admin.token, plan.planId, ana.userId);
  });
  afterAll(() => t.close());

  it('starts a plan never trained at its first day', async () => {
    expect(await today()).toEqual([{ planificacion_id: plan.planId, planificacion: 'Fuerza', semana: expect.any(String), dia_id: plan.dayId, dia: expect.any(String), sesion_id: null }]);
  });

  it('continues the session open today, then moves to the next day with sets, round to the first', async () => {
    await command('iniciarSesion', { id: uuid(1), planificacionId: plan.planId, diaId: plan.dayId });
    expect((await today())[0]).toMatchObject({ dia_id: plan.dayId, sesion_id: uuid(1) });

    await command('finalizarSesion', { id: uuid(1) });
    expect((await today())[0]).toMatchObject({ dia_id: dayB, sesion_id: null });

    t.clock.advance(60_000);
    await command('iniciarSesion', { id: uuid(2), planificacionId: plan.planId, diaId: dayB });
    await command('finalizarSesion', { id: uuid(2) });
    // The empty third day is passed over.
    expect((await today())[0]).toMatchObject({ dia_id: plan.dayId, sesion_id: null });
  });

  it('offers nothing to a member without a package or plans', async () => {
    const beto = await t.signUp({ firstName: 'Beto' });
    expect(await today(beto)).toEqual([]);
  });
});
