import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

type Serie = { id: number; numero: number; repeticiones: string; peso: number };
type Ejercicio = { id: number; nombre: string; video: string | null; notas: string; series: Serie[] };
type Plan = { id: number; nombre: string; semanas: { id: number; nombre: string; dias: { id: number; nombre: string; bloques: { id: number; nombre: string; descanso: number; ejercicios: Ejercicio[] }[] }[] }[] };

/** The plan builder's commands beyond docs/product.md §7: notes, copies of days and blocks, duplicated plans. */
describe('plan builder API', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  const call = (token: string, method: 'POST' | 'PUT', route: string, payload: object) => t.as(token, { method, url: `/api/planificaciones/${route}`, payload });
  const ok = async (method: 'POST' | 'PUT', route: string, payload: object) => {
    const res = await call(admin, method, route, payload);
    expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
    return res.json() as { id: number; planId: number };
  };
  const load = async (id: number) => {
    const res = await t.as(admin, { method: 'GET', url: `/api/planificaciones/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Plan;
  };
  const seeded = async () => {
    const plan = (await ok('POST', 'addPlanificacion', { nombre: 'Fuerza' })).id;
    const week = (await ok('POST', 'addSemana', { semana: { planificacion_id: plan } })).id;
    const day = (await ok('POST', 'addDia', { dia: { semana_id: week } })).id;
    const block = (await ok('POST', 'addBloque', { nombre: 'Principal', descanso: 90, dia_id: day })).id;
    const exercise = (await ok('POST', 'addEjercicio', { nombre: 'Sentadilla', bloque_id: block, series: 2 })).id;
    return { plan, week, day, block, exercise };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signUp()).token;
    member = (await t.signUp()).token;
  });
  afterAll(() => t.close());

  it('edits and clears an exercise\'s notes (Ejercicio.notas), refusing long ones and members', async () => {
    const { plan, exercise } = await seeded();
    const notes = (await load(plan)).semanas[0]!.dias[0]!.bloques[0]!.ejercicios[0]!;
    expect(notes.notas).toBe('');
    await ok('PUT', 'updateEjercicioNotas', { id: exercise, notas: '  Baja lento, 3 segundos  ' });
    expect((await load(plan)).semanas[0]!.dias[0]!.bloques[0]!.ejercicios[0]!.notas).toBe('Baja lento, 3 segundos');
    await ok('PUT', 'updateEjercicioNotas', { id: exercise, notas: null });
    expect((await load(plan)).semanas[0]!.dias[0]!.bloques[0]!.ejercicios[0]!.notas).toBe('');

    const missing = await call(admin, 'PUT', 'updateEjercicioNotas', { id: 999_999, notas: 'x' });
    expect([missing.statusCode, missing.json().code, missing.json().detail]).toEqual([404, 'EXERCISE_NOT_FOUND', 'Ejercicio no encontrado']);
    const long = await call(admin, 'PUT', 'updateEjercicioNotas', { id: exercise, notas: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    const byMember = await call(member, 'PUT', 'updateEjercicioNotas', { id: exercise, notas: 'x' });
    expect(byMember.statusCode).toBe(403);
  });

  it('adds an exercise with every set filled in (fast entry: repeticiones and peso for all), or 0 and 0 without them', async () => {
    const { plan, block } = await seeded();
    await ok('POST', 'addEjercicio', { nombre: 'Remo', bloque_id: block, series: 4, repeticiones: '10', peso: 40 });
    await ok('POST', 'addEjercicio', { nombre: 'Plancha', bloque_id: block, series: '3', repeticiones: '30s' });
    const ejercicios = (await load(plan)).semanas[0]!.dias[0]!.bloques[0]!.ejercicios;
    const sets = (nombre: string) => ejercicios.find((e) => e.nombre === nombre)!.series.map((s) => [s.numero, s.repeticiones, s.peso]);
    expect(sets('Remo')).toEqual([1, 2, 3, 4].map((n) => [n, '10', 40]));
    expect(sets('Plancha')).toEqual([1, 2, 3].map((n) => [n, '30s', 0]));
    expect(sets('Sentadilla')).toEqual([[1, '0', 0], [2, '0', 0]]);
    const bad = await call(admin, 'POST', 'addEjercicio', { nombre: 'Remo', bloque_id: block, series: 4, repeticiones: '10', peso: 42.3 });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'INVALID_WEIGHT_STEP']);
  });

  const strip = (node: unknown) => JSON.parse(JSON.stringify(node, (k, v) => (k === 'id' || k.endsWith('_id') ? undefined : v)));

  it('copies a day into another week and a block into another day: same content, fresh ids, the plan read shows them', async () => {
    const { plan, day, block } = await seeded();
    const week2 = (await ok('POST', 'addSemana', { semana: { planificacion_id: plan } })).id;
    const copiedDay = await call(admin, 'POST', 'copyDia', { id: day, semana_id: week2 });
    expect(copiedDay.statusCode, copiedDay.body).toBe(200);
    expect(copiedDay.json().change).toMatchObject({ op: 'upsert', kind: 'day', parentId: week2, index: 0, node: { nombre: 'Día 1' } });
    let p = await load(plan);
    expect(strip(p.semanas[1]!.dias[0])).toEqual(strip(p.semanas[0]!.dias[0]));
    expect(p.semanas[1]!.dias[0]!.id).not.toBe(day);

    const targetDay = p.semanas[1]!.dias[0]!.id;
    expect((await call(admin, 'POST', 'copyBloque', { id: block, dia_id: targetDay })).statusCode).toBe(200);
    p = await load(plan);
    expect(p.semanas[1]!.dias[0]!.bloques.map((b) => b.nombre)).toEqual(['Principal', 'Principal']);
    expect(p.semanas[1]!.dias[0]!.bloques[1]!.ejercicios[0]!.series.map((s) => s.numero)).toEqual([1, 2]);

    // The copies are real nodes: editing one leaves the source alone.
    const copiedExercise = p.semanas[1]!.dias[0]!.bloques[1]!.ejercicios[0]!.id;
    await ok('PUT', 'updateEjercicioTitle', { id: copiedExercise, nombre: 'Sentadilla frontal' });
    expect((await load(plan)).semanas[0]!.dias[0]!.bloques[0]!.ejercicios[0]!.nombre).toBe('Sentadilla');

    const other = await seeded();
    const refusals: [string, object, number, string][] = [
      ['copyDia', { id: 999_999, semana_id: week2 }, 404, 'DAY_NOT_FOUND'],
      ['copyDia', { id: day, semana_id: other.week }, 404, 'WEEK_NOT_FOUND'],
      ['copyDia', { id: day }, 400, 'ID_REQUIRED'],
      ['copyBloque', { id: block, dia_id: other.day }, 404, 'DAY_NOT_FOUND'],
      ['copyBloque', { id: 999_999, dia_id: day }, 404, 'BLOCK_NOT_FOUND'],
    ];
    for (const [route, body, status, code] of refusals) {
      const res = await call(admin, 'POST', route, body);
      expect([route, res.statusCode, res.json().code]).toEqual([route, status, code]);
    }
    expect((await call(member, 'POST', 'copyDia', { id: day, semana_id: week2 })).statusCode).toBe(403);
  });

  it('duplicates a plan into a new one: its whole tree with fresh ids, no members, and the source unchanged', async () => {
    const { plan, exercise } = await seeded();
    await ok('PUT', 'updateEjercicioNotas', { id: exercise, notas: 'Lento' });
    const source = await load(plan);
    const res = await call(admin, 'POST', 'duplicatePlanificacion', { id: plan });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json() as { id: number; planificacion: Plan };
    expect(copy.id).not.toBe(plan);
    expect(copy.planificacion.nombre).toBe('Fuerza (copia)');
    expect(strip(copy.planificacion.semanas)).toEqual(strip(source.semanas));
    expect(await load(copy.id)).toEqual(copy.planificacion);
    const sourceIds = new Set(JSON.stringify(source.semanas).match(/"id":\d+/g));
    expect(JSON.stringify(copy.planificacion.semanas).match(/"id":\d+/g)!.filter((id) => sourceIds.has(id))).toEqual([]);

    // Its nodes belong to the copy: editing them leaves the source as it was.
    const copiedExercise = copy.planificacion.semanas[0]!.dias[0]!.bloques[0]!.ejercicios[0]!.id;
    await ok('PUT', 'updateEjercicioNotas', { id: copiedExercise, notas: 'Rápido' });
    expect(await load(plan)).toEqual(source);

    const named = await call(admin, 'POST', 'duplicatePlanificacion', { id: plan, nombre: '  Fuerza B ' });
    expect(named.json().planificacion.nombre).toBe('Fuerza B');
    const list = (await t.as(admin, { method: 'GET', url: '/api/planificaciones/getPlanificacionesList' })).json() as { id: number; nombre: string }[];
    expect(list.map((p) => p.nombre)).toEqual(expect.arrayContaining(['Fuerza (copia)', 'Fuerza B']));

    const missing = await call(admin, 'POST', 'duplicatePlanificacion', { id: 999_999 });
    expect([missing.statusCode, missing.json().code, missing.json().detail]).toEqual([404, 'PLAN_NOT_FOUND', 'Planificacion no encontrada']);
    expect((await call(member, 'POST', 'duplicatePlanificacion', { id: plan })).statusCode).toBe(403);
  });
});
