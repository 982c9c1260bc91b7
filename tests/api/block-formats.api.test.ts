import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { planStream } from '../../events/catalog/plans.events';
import { workoutSessionStream } from '../../events/catalog/workouts.events';
import { readStream } from '../../events/store/read';
import { applyAll } from '../../projections/runner/projection';
import { inlineProjectors } from '../../services/features';
import { createTestApp, type TestApp } from '../support/test-app';
import { assignTrainingPlan } from '../support/workout-fixture';

const P = '/api/planificaciones';
const E = '/api/entrenamientos';
const SESSION = '00000000-0000-4000-8000-00000000b10c';
type Person = { token: string; userId: string };

class RolledBack extends Error {
  constructor(readonly snapshot: unknown) {
    super('rolled back');
  }
}

describe('block formats: the coach sets a block type, the member logs an AMRAP and an EMOM', () => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let ana: Person;
  let plan: number;
  let day: number;
  const blocks: Record<string, number> = {};

  const call = (who: Person, method: 'POST' | 'PUT', url: string, payload: object) => t.as(who.token, { method, url, payload });
  const ok = async (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const setFormat = (id: number, formato: object, who = coach) => call(who, 'PUT', `${P}/updateBloqueFormato`, { id, formato });
  const eventCount = async (type: string) =>
    Number((await t.db.handle.db.selectFrom('es_events').select((eb) => eb.fn.countAll<string>().as('n')).where('event_type', '=', type).executeTakeFirstOrThrow()).n);
  const readPlan = async () => (await ok(await call(coach, 'POST', `${P}/getPlanificacionById`, { id: plan }))).semanas[0].dias[0].bloques as { id: number; formato?: object }[];

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T18:00:00-03:00' });
    admin = await t.signUp({ firstName: 'Dueña' });
    coach = await t.signUp({ firstName: 'Profe' });
    await ok(await call(admin, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }));
    ana = await t.signUp({ firstName: 'Ana' });
    plan = (await ok(await call(coach, 'POST', `${P}/addPlanificacion`, { nombre: 'Funcional' }))).id;
    const week = (await ok(await call(coach, 'POST', `${P}/addSemana`, { semana: { planificacion_id: plan } }))).id;
    day = (await ok(await call(coach, 'POST', `${P}/addDia`, { dia: { semana_id: week } }))).id;
    for (const nombre of ['Metcon', 'Cierre', 'Fuerza']) {
      blocks[nombre] = (await ok(await call(coach, 'POST', `${P}/addBloque`, { nombre, descanso: 60, dia_id: day }))).id;
      await ok(await call(coach, 'POST', `${P}/addEjercicio`, { nombre: `Burpees ${nombre}`, bloque_id: blocks[nombre], series: 1 }));
    }
    await assignTrainingPlan(t, admin.token, plan, ana.userId);
  });
  afterAll(() => t.close());

  it('a coach sets each type; the plan serves it and the editor answers the block with it', async () => {
    const answer = await ok(await setFormat(blocks.Metcon!, { tipo: 'amrap', minutos: 12 }));
    expect(answer.change).toMatchObject({ op: 'upsert', kind: 'block', node: { id: blocks.Metcon, formato: { tipo: 'amrap', minutos: 12 } } });
    await ok(await setFormat(blocks.Cierre!, { tipo: 'emom', minutos: '10' }));
    await ok(await setFormat(blocks.Fuerza!, { tipo: 'intervalos', trabajo_segundos: 20, descanso_segundos: 10, vueltas: 8 }));
    await ok(await setFormat(blocks.Fuerza!, { tipo: 'normal' }));
    const served = await readPlan();
    expect(served.map((b) => b.formato)).toEqual([{ tipo: 'amrap', minutos: 12 }, { tipo: 'emom', minutos: 10 }, undefined]);
    expect(await eventCount('BlockFormatChanged')).toBe(4);
  });

  it('refuses a wrong format with a stable code and a Spanish detail, and appends nothing', async () => {
    const before = await eventCount('BlockFormatChanged');
    const cases: [object, string, string][] = [
      [{ tipo: 'emom', minutos: 0 }, 'INVALID_FORMAT_MINUTES', 'Los minutos tienen que ser un número entero entre 1 y 90.'],
      [{ tipo: 'amrap' }, 'INVALID_FORMAT_MINUTES', 'Los minutos tienen que ser un número entero entre 1 y 120.'],
      [{ tipo: 'circuito', vueltas: 0 }, 'INVALID_FORMAT_ROUNDS', 'Las vueltas tienen que ser un número entero entre 1 y 50.'],
      [{ tipo: 'intervalos', trabajo_segundos: 0, descanso_segundos: 10, vueltas: 8 }, 'INVALID_FORMAT_WORK', 'El trabajo tiene que ser un número entero de segundos, entre 1 y 600.'],
      [{ tipo: 'intervalos', trabajo_segundos: 20, descanso_segundos: 10, vueltas: 5000 }, 'INVALID_FORMAT_ROUNDS', 'Las vueltas tienen que ser un número entero entre 1 y 100.'],
      [{ tipo: 'crossfit' }, 'INVALID_BLOCK_FORMAT', 'El tipo de bloque tiene que ser normal, superserie, circuito, EMOM, AMRAP o intervalos.'],
    ];
    for (const [formato, code, detail] of cases) {
      const res = await setFormat(blocks.Metcon!, formato);
      expect(res.statusCode, JSON.stringify(formato)).toBe(400);
      expect(res.json()).toMatchObject({ code, detail });
    }
    expect((await setFormat(999_999, { tipo: 'emom', minutos: 5 })).statusCode).toBe(404);
    expect((await setFormat(blocks.Metcon!, { tipo: 'emom', minutos: 5 }, ana)).statusCode).toBe(403);
    expect(await eventCount('BlockFormatChanged')).toBe(before);
  });

  it('copies carry the format', async () => {
    const copy = await ok(await call(coach, 'POST', `${P}/copyBloque`, { id: blocks.Cierre, dia_id: day }));
    expect(copy.change.node).toMatchObject({ nombre: 'Cierre', formato: { tipo: 'emom', minutos: 10 } });
  });

  it('the member logs an AMRAP and an EMOM; wrong numbers are refused in Spanish; her session and the coach show them', async () => {
    await ok(await call(ana, 'POST', `${E}/iniciarSesion`, { id: SESSION, planificacionId: plan, diaId: day }));
    const log = (body: object) => call(ana, 'POST', `${E}/registrarBloque`, { sesionId: SESSION, ...body });
    expect(await ok(await log({ bloqueId: blocks.Metcon, vueltas: 6, repeticiones: 4 }))).toEqual({ ok: true, sesionId: SESSION, bloqueId: blocks.Metcon });
    await ok(await log({ bloqueId: blocks.Cierre, minutos: 9 }));
    const before = await eventCount('WorkoutBlockResultLogged');
    const refusals: [object, number, string][] = [
      [{ bloqueId: blocks.Metcon, vueltas: -1 }, 400, 'INVALID_AMRAP_RESULT'],
      [{ bloqueId: blocks.Cierre, minutos: 11 }, 400, 'INVALID_EMOM_RESULT'],
      [{ bloqueId: blocks.Fuerza, vueltas: 3 }, 409, 'BLOCK_RESULT_NOT_COUNTED'],
      [{ bloqueId: 999_999, vueltas: 3 }, 404, 'WORKOUT_BLOCK_NOT_IN_SESSION'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await log(body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect((await log({ bloqueId: blocks.Cierre, minutos: 11 })).json().detail).toBe('Los minutos hechos tienen que ser un número entero de 0 a 10.');
    expect(await eventCount('WorkoutBlockResultLogged')).toBe(before);

    const mine = await ok(await t.as(ana.token, { method: 'GET', url: `${E}/sesiones/${SESSION}` }));
    const results = [
      { bloque_id: blocks.Metcon, bloque: 'Metcon', tipo: 'amrap', vueltas: 6, repeticiones: 4 },
      { bloque_id: blocks.Cierre, bloque: 'Cierre', tipo: 'emom', minutos: 9 },
    ];
    expect(mine.resultados_bloques).toEqual(results);
    expect(mine.ejercicios.map((e: { formato?: object }) => e.formato)).toEqual([{ tipo: 'amrap', minutos: 12 }, { tipo: 'emom', minutos: 10 }, undefined, { tipo: 'emom', minutos: 10 }]);
    expect(mine.ejercicios[0].descanso_bloque).toBe(60);
    const coachView = await ok(await t.as(coach.token, { method: 'GET', url: `${E}/sesiones/${SESSION}` }));
    expect(coachView.resultados_bloques).toEqual(results);
  });

  it('the member logs the rounds of a circuit she finished; more than its rounds is refused in Spanish', async () => {
    const week = (await ok(await call(coach, 'POST', `${P}/addSemana`, { semana: { planificacion_id: plan } }))).id;
    const circuitDay = (await ok(await call(coach, 'POST', `${P}/addDia`, { dia: { semana_id: week } }))).id;
    const circuit = (await ok(await call(coach, 'POST', `${P}/addBloque`, { nombre: 'Circuito', descanso: 60, dia_id: circuitDay }))).id;
    await ok(await call(coach, 'POST', `${P}/addEjercicio`, { nombre: 'Remo', bloque_id: circuit, series: 1 }));
    await ok(await setFormat(circuit, { tipo: 'circuito', vueltas: 4 }));
    const session = '00000000-0000-4000-8000-0000000000c1';
    await ok(await call(ana, 'POST', `${E}/iniciarSesion`, { id: session, planificacionId: plan, diaId: circuitDay }));
    const tooMany = await call(ana, 'POST', `${E}/registrarBloque`, { sesionId: session, bloqueId: circuit, vueltas: 5 });
    expect(tooMany.json()).toMatchObject({ status: 400, code: 'INVALID_ROUNDS_RESULT', detail: 'Las vueltas hechas tienen que ser un número entero de 0 a 4.' });
    await ok(await call(ana, 'POST', `${E}/registrarBloque`, { sesionId: session, bloqueId: circuit, vueltas: 3 }));
    const mine = await ok(await t.as(ana.token, { method: 'GET', url: `${E}/sesiones/${session}` }));
    expect(mine.resultados_bloques).toEqual([{ bloque_id: circuit, bloque: 'Circuito', tipo: 'circuito', vueltas: 3 }]);
  });

  it('rebuilding the plan and the block results from the log gives the rows the live projections wrote', async () => {
    const db = t.db.handle.db;
    const snapshot = async (trx: Kysely<Database>) => ({
      plan: (await sql`SELECT tree, document, version FROM plan_views WHERE id = ${plan}`.execute(trx)).rows,
      results: (await sql`SELECT * FROM workout_block_results WHERE session_id = ${SESSION} ORDER BY block_id`.execute(trx)).rows,
    });
    const live = await snapshot(db);
    expect(live.results).toHaveLength(2);
    const projectors = inlineProjectors().filter((p) => p.name === 'plans@v1' || p.name === 'workout-block-results@v1');
    const replayed = await db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('plan_views').where('id', '=', plan).execute();
        await trx.deleteFrom('plan_nodes').where('plan_id', '=', plan).execute();
        await trx.deleteFrom('workout_block_results').where('session_id', '=', SESSION).execute();
        const planEvents = (await readStream(trx, planStream(plan).streamId)).events;
        const sessionEvents = (await readStream(trx, workoutSessionStream(SESSION).streamId)).events;
        await applyAll(projectors, trx, [...planEvents, ...sessionEvents]);
        throw new RolledBack(await snapshot(trx));
      })
      .catch((error: unknown) => (error instanceof RolledBack ? error.snapshot : Promise.reject(error)));
    expect(replayed).toEqual(live);
  });
});
