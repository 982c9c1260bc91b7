import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

type Serie = { id: number; numero: number; repeticiones: string; peso: number };
type Ejercicio = { id: number; nombre: string; video: string | null; notas: string; series: Serie[] };
type Plan = { id: number; nombre: string; semanas: { id: number; nombre: string; dias: { id: number; nombre: string; bloques: { id: number; nombre: string; descanso: number; ejercicios: Ejercicio[] }[] }[] }[] };

/** The plan builder's commands beyond SPEC.md §7 (issue 14): notes, copies of days and blocks, duplicated plans. */
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
});
